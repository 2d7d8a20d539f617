/**
 * The notes of one lesson and the note form (spec sections 4 and 5): save adds a note, anchored
 * to the second the video is at when known, or in edit mode changes the edited one (its time
 * stays), then the form resets; empty content saves nothing; delete clears the form and offers to
 * undo, which stores the note again. Failures keep what the learner typed and say so in a toast.
 */
import { DEFAULT_NOTE_TITLE } from '@shared/constants';
import type { LessonNotes } from '@shared/learning';
import type { Note } from '@shared/types';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n';
import { type AskedAt, stillCurrent } from '../../../lib/current';
import { failure } from '../../../lib/failure';
import type { LessonRef } from '../../../lib/lesson-ref';
import { useAsked } from '../../../lib/route-data';
import { lasting } from '../../../lib/toasts';
import { learningApi } from '../api';
import { PLAY_ANSWER_LIFETIME_MS } from '../play-answer';

const EMPTY = { title: '', content: '' };

/** A lesson's notes as the play answer carried them, and when that answer was asked for. */
export type OpeningNotes = LessonNotes & { courseId: string; asked: AskedAt };

/**
 * `opening`: the notes the player opened with. They are the list while they are this lesson's and
 * still current (no write since, within the play answer's lifetime); any later ask (another lesson,
 * after a save, Try again) goes to `POST /api/note`.
 */
export function useNotes(lesson: LessonRef, opening?: OpeningNotes) {
  const { courseId, lessonId } = lesson;
  const fetched = useAsked('notes', `${courseId} ${lessonId}`, () =>
    opening?.courseId === courseId &&
    opening.lessonId === lessonId &&
    stillCurrent(opening.asked, PLAY_ANSWER_LIFETIME_MS)
      ? Promise.resolve(opening.notes)
      : learningApi
          .notes({ courseId, lessonId })
          .then(({ status, data }) => (status === 200 && Array.isArray(data) ? data : [])),
  );
  const notes = fetched.data ?? [];
  // A note saved, changed or restored while the list is still on its way: that answer may predate
  // it, so the list is asked for again rather than patched.
  const setNotes = (change: (list: Note[]) => Note[]) =>
    fetched.loading ? fetched.retry() : fetched.update(change);
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Another lesson starts with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lesson's change is the trigger, not an input
  useEffect(() => {
    setEditing(null);
    setForm(EMPTY);
  }, [courseId, lessonId]);

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
  };

  /** `position`: the video's second for a new note, or null when the player cannot tell. */
  const save = async (position: number | null = null) => {
    const content = form.content.trim();
    if (!content || busy) return;
    const note = { title: form.title.trim() || DEFAULT_NOTE_TITLE, content };
    setBusy(true);
    if (editing) {
      const { status, data } = await learningApi.editNote({ courseId, lessonId }, editing, note);
      if (status === 201) {
        setNotes((list) => list.map((n) => (n._id === editing ? data.note : n)));
        reset();
      } else
        toast.error(
          failure(t("Your note wasn't changed"), t('It is kept here; try again.'), { status, data }),
        );
    } else {
      const anchored = position === null ? note : { ...note, position: Math.floor(position) };
      const { status, data } = await learningApi.newNote({ courseId, lessonId }, anchored);
      if (status === 201) {
        setNotes((list) => [...list, data.note]);
        reset();
      } else
        toast.error(failure(t("Your note wasn't saved"), t('It is kept here; try again.'), { status, data }));
    }
    setBusy(false);
  };

  const edit = (note: Note) => {
    setEditing(note._id);
    setForm({ title: note.title, content: note.content });
  };

  /** Stores a deleted note again, at its old place in the list (its time stays). */
  const restore = async (note: Note, index: number) => {
    const { title, content, position } = note;
    const again = position === undefined ? { title, content } : { title, content, position };
    const { status, data } = await learningApi.newNote({ courseId, lessonId }, again);
    // Its text is in no form any more, only here: the toast keeps a way back until it is dismissed.
    if (status !== 201)
      return void toast.error(
        failure(t('Note "{title}" wasn\'t brought back', { title: note.title }), t('Try again.'), {
          status,
          data,
        }),
        {
          ...lasting(),
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('Try again'), onClick: () => void restore(note, index) },
        },
      );
    setNotes((list) => [...list.slice(0, index), data.note, ...list.slice(index)]);
  };

  /** Deletes `note`; resolves true when it is gone. */
  const remove = async (note: Note): Promise<boolean> => {
    const { status, data } = await learningApi.deleteNote({ courseId, lessonId }, note._id);
    if (status !== 200) {
      toast.error(
        failure(t('Note "{title}" wasn\'t deleted', { title: note.title }), t('Try again.'), {
          status,
          data,
        }),
      );
      return false;
    }
    const index = notes.findIndex((n) => n._id === note._id);
    setNotes((list) => list.filter((n) => n._id !== note._id));
    reset();
    toast.success(t('Note "{title}" deleted.', { title: note.title }), {
      action: { label: t('Undo'), onClick: () => void restore(note, Math.max(0, index)) },
    });
    return true;
  };

  return {
    notes,
    loading: fetched.loading,
    form,
    setForm,
    editing,
    busy,
    save,
    edit,
    remove,
    cancel: reset,
  };
}
