/**
 * Input rules of the learner's path (enrolment, progress, resume point, likes, notes), shared by the
 * player's forms and the Lambdas that enforce them, the answers beyond the spec's shapes, and the
 * text previews both sides show.
 */
import type { CatalogueItem } from './catalogue';
import { DEFAULT_NOTE_TITLE, LIMITS } from './constants';
import type { HabitProgress } from './habits';
import type { MailUndeliverable } from './mail-delivery';
import type { LearnerPreferences } from './preferences';
import type { CourseQuiz } from './quizzes';
import type { MyRating, RatingPrompt } from './ratings';
import type { Course, DashboardEntry, Lesson, Note, PlayResponse } from './types';
import { boolean, type Field, firstCharacters, id, number, object, optional, userText } from './validation';

/** Notes one learner may keep on one lesson: bounds a learner's storage, far above real use. */
export const NOTES_PER_LESSON_MAX = 100;

/** A position in a video, in seconds: a day is far beyond any lesson and keeps garbage out. */
export const POSITION_MAX = 86_400;
const position = (): Field<number> => number(0, POSITION_MAX);

// A note's text keeps its line breaks; its title is one line.
const noteContent = userText({ max: LIMITS.noteContentMax, multiline: true });
const titleText = userText({ min: 0, max: LIMITS.noteTitleMax });

/** A blank or missing title becomes the default one, as the form does. */
const noteTitle =
  (fallback: string | undefined): Field<string | undefined> =>
  (value, name) => {
    if (value === undefined || value === null) return { ok: true, value: fallback };
    const result = titleText(value, name);
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

/** Where the learner is in a lesson's video: the resume point of the course. */
export const positionSchema = object({ courseId: id(), lessonId: id(), position: position() });

/** `position` anchors the note to the video; notes taken without a working player have none. */
export const newNoteSchema = object({
  courseId: id(),
  lessonId: id(),
  title: noteTitle(DEFAULT_NOTE_TITLE) as Field<string>,
  content: noteContent,
  position: optional<number | undefined>(position(), undefined),
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
  const kept = firstCharacters(text, max);
  return kept === text ? text : `${kept}${ellipsis}`;
}

/** Seconds as the player shows them: `m:ss`, or `h:mm:ss` from an hour on. */
export function formatPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const s = String(whole % 60).padStart(2, '0');
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

/** Where a learner left a course: the lesson and the second in its video. */
export interface ResumePoint {
  lastLessonId: string;
  position: number;
}

/**
 * GET /api/course/play/{id}: the spec's answer plus the resume point, an issued certificate, and the
 * caller's rating of the course with whether the player may still ask for one (always sent).
 */
export type PlayAnswer = PlayResponse &
  Partial<ResumePoint> & {
    certificateId?: string;
    myRating?: MyRating | null;
    ratingPrompt?: RatingPrompt;
    /**
     * The learner's completed lesson numbers, ascending, as `GET /api/lesson/completed/{courseId}`
     * answers them: read with the rest, so the course page and the player need no second call.
     */
    completed?: number[];
    /**
     * For an enrolled learner: the course's quizzes with their best attempts, as
     * `GET /api/course/{courseId}/quizzes` answers them.
     */
    quizzes?: CourseQuiz[];
    /**
     * For an enrolled learner of a course with lessons: their notes on the lesson the player opens
     * at (the one `?lesson=` names, else where they carry on; `resumeLesson`), as `POST /api/note`
     * answers them. Another lesson's notes are asked for with that call.
     */
    lessonNotes?: LessonNotes;
  };

/** A learner's notes on one lesson. */
export interface LessonNotes {
  lessonId: string;
  notes: Note[];
}

/** A dashboard entry with the resumed lesson's name and the course's certificate, once claimed. */
export interface EnrolledCourse extends DashboardEntry {
  lastLessonName?: string;
  /** The lesson to watch next (nextLesson below); absent once every lesson is ticked. */
  nextLesson?: Pick<Lesson, '_id' | 'lesson' | 'lessonName'>;
  certificateId?: string;
  /** Self-check quizzes passed of the course's quizzes, for a course that has any. */
  quizProgress?: { passed: number; total: number };
}

/** The learner's courses, most recently active first, with what they like and want to learn. */
export interface LearnerCourses {
  courseEnrolled: EnrolledCourse[];
  courseLoved: string[];
  /** What the learner wants to learn; null until they were asked (shared/preferences.ts). */
  preferences: LearnerPreferences | null;
  /** Present while no mail goes to the learner's address (shared/mail-delivery.ts). */
  mailUndeliverable?: MailUndeliverable;
}

/**
 * GET /api/users/dashboard: the learner's courses and everything else the dashboard shows, in one
 * answer. Each extra is absent when it could not be read (the page then shows that part as it
 * shows a failed load of its own): `recommended` as `GET /api/recommended/course` answers it,
 * `cardsDue` as the `total` of `GET /api/review/due?limit=0`, `progress` as `GET /api/users/me/progress`.
 */
export interface LearnerDashboard extends LearnerCourses {
  recommended?: CatalogueItem[];
  cardsDue?: number;
  progress?: HabitProgress;
}

type Place = Pick<Lesson, '_id' | 'lesson' | 'unavailable'>;

/** The course's lessons in course order (by module number), as every list of them shows them. */
export const lessonsInOrder = (course: Pick<Course, 'lessons'>): Lesson[] =>
  [...(course.lessons ?? [])].sort((a, b) => a.lesson - b.lesson);

/**
 * The lesson a learner should watch next: the one they stopped in, unless it is ticked; then the
 * first unticked lesson after it, then the first unticked one at all. A lesson whose video cannot
 * be watched (`unavailable`) is never next. Undefined when all the others are ticked.
 * (The dashboard's "Next"; `resumeLesson` below is where "Continue" and the player open.)
 */
export function nextLesson<L extends Place>(
  lessons: readonly L[],
  completed: Iterable<number>,
  lastLessonId?: string,
): L | undefined {
  const done = new Set(completed);
  const open = (lesson: L) => !done.has(lesson.lesson) && !lesson.unavailable;
  const resumed = lessons.findIndex((lesson) => lesson._id === lastLessonId);
  return (resumed >= 0 ? lessons.slice(resumed).find(open) : undefined) ?? lessons.find(open);
}

/**
 * The lesson a learner carries on with: the one of their resume point while the course still has it,
 * ticked or not, else the lesson to watch next, else the first. `lessons` are in course order.
 */
export const resumeLesson = <L extends Place>(
  lessons: readonly L[],
  completed: Iterable<number>,
  lastLessonId?: string,
): L | undefined =>
  lessons.find((lesson) => lesson._id === lastLessonId) ?? nextLesson(lessons, completed) ?? lessons[0];

/** One lesson's notes in the course notebook, ordered by their place in the video. */
export interface NotebookSection {
  lessonId: string;
  /** The module number, or null for notes of a lesson the course no longer has. */
  lesson: number | null;
  lessonName: string;
  notes: Note[];
}

/** GET /api/notebook/{courseId}: every note of the learner on a course, by lesson in course order. */
export interface Notebook {
  course: Pick<Course, '_id' | 'name' | 'creator'>;
  sections: NotebookSection[];
}

type Countable = Pick<Lesson, 'lesson' | 'unavailable'>;

/**
 * The lessons a learner completes for the certificate: those whose video can be watched. A lesson
 * whose video the content check found gone, private or closed to embedding cannot be watched, so it
 * must not stand between a learner and the certificate.
 */
export const lessonsToComplete = <L extends Countable>(lessons: readonly L[]): L[] =>
  lessons.filter((l) => !l.unavailable);

/** True when every lesson that can be watched is in `completed` (lesson numbers), and there is one. */
export const allLessonsDone = (lessons: readonly Countable[], completed: Iterable<number>): boolean => {
  const done = new Set(completed);
  const required = lessonsToComplete(lessons);
  return required.length > 0 && required.every((l) => done.has(l.lesson));
};

type Progress = Pick<EnrolledCourse, 'courseId' | 'completed' | 'nextLesson' | 'quizProgress'>;

/**
 * Whether a dashboard entry's course is finished: every lesson that can be watched is ticked and
 * every quiz passed, as the certificate asks. The dashboard has no lesson list; the server names a
 * `nextLesson` while a watchable lesson is still unticked, so a lesson whose video went away does
 * not keep a course open.
 */
export function courseFinished({ courseId, completed, nextLesson, quizProgress }: Progress): boolean {
  const lessonsDone = courseId.lessonCount > 0 && completed.length > 0 && nextLesson === undefined;
  return lessonsDone && (!quizProgress || quizProgress.passed >= quizProgress.total);
}
