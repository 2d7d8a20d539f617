/**
 * Input rules of the learner's path (enrolment, progress, likes, notes), shared by the player's
 * forms and the Lambdas that enforce them, plus the text previews both sides show.
 */
import { DEFAULT_NOTE_TITLE, LIMITS } from './constants';
import { boolean, type Field, id, object, optional, string } from './validation';

/** Notes one learner may keep on one lesson: bounds a learner's storage, far above real use. */
export const NOTES_PER_LESSON_MAX = 100;

const noteContent = string({ max: LIMITS.noteContentMax });

/** A blank or missing title becomes the default one, as the form does. */
const noteTitle =
  (fallback: string | undefined): Field<string | undefined> =>
  (value, name) => {
    if (value === undefined || value === null) return { ok: true, value: fallback };
    const result = string({ min: 0, max: LIMITS.noteTitleMax })(value, name);
    if (!result.ok) return result;
    return { ok: true, value: result.value || fallback };
  };

export const enrollSchema = object({ courseId: id() });

/** Like and unlike name the course as `id` (spec section 7). */
export const loveSchema = object({ id: id() });

/** `done` sets the state (idempotent, what the player sends); without it the lesson toggles. */
export const completeLessonSchema = object({
  courseId: id(),
  lessonId: id(),
  done: optional<boolean | undefined>(boolean(), undefined),
});

export const lessonSchema = object({ courseId: id(), lessonId: id() });

export const newNoteSchema = object({
  courseId: id(),
  lessonId: id(),
  title: noteTitle(DEFAULT_NOTE_TITLE) as Field<string>,
  content: noteContent,
});

/** Without a title, an edit keeps the note's title. */
export const editNoteSchema = object({
  courseId: id(),
  lessonId: id(),
  noteId: id(),
  content: noteContent,
  title: noteTitle(undefined),
});

export const noteSchema = object({ courseId: id(), lessonId: id(), noteId: id() });

/** `text` cut to `max` characters with `ellipsis` appended, or unchanged when it fits. */
export function cut(text: string, max: number, ellipsis: string): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}${ellipsis}` : text;
}
