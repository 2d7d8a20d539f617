/** A learner's notes on a lesson: only ever their own, and only on lessons that exist. */

import { NOTES_PER_LESSON_MAX } from '../../shared/learning';
import { message } from '../../shared/message';
import type { Note } from '../../shared/types';
import { addNote, deleteNote, editNote, listNotes, type NoteRef } from '../data/notes';
import { Conflict, Forbidden, NotFound } from '../lib/errors';
import { requireLesson } from './catalogue';
import { NOT_ENROLLED_MSG } from './enrolment';

const NOTE_NOT_FOUND = 'Note not found.';
const LESSON_FULL_MSG = message('A lesson can hold at most {max} notes. Delete one to add another.', {
  max: NOTES_PER_LESSON_MAX,
});

export async function notesOf(
  userId: string,
  lesson: { courseId: string; lessonId: string },
): Promise<Note[]> {
  const [, notes] = await Promise.all([
    requireLesson(lesson.courseId, lesson.lessonId),
    listNotes(userId, lesson.courseId, lesson.lessonId),
  ]);
  return notes;
}

export async function createNote(
  userId: string,
  input: { courseId: string; lessonId: string; title: string; content: string; position?: number },
): Promise<Note> {
  await requireLesson(input.courseId, input.lessonId);
  const outcome = await addNote(userId, input);
  if (outcome.ok) return outcome.value;
  throw outcome.refused === 'not-enrolled' ? new Forbidden(NOT_ENROLLED_MSG) : new Conflict(LESSON_FULL_MSG);
}

export async function updateNote(
  userId: string,
  input: NoteRef & { content: string; title?: string },
): Promise<Note> {
  await requireLesson(input.courseId, input.lessonId);
  const note = await editNote(userId, input, { content: input.content, title: input.title });
  if (!note.ok) throw new NotFound(NOTE_NOT_FOUND);
  return note.value;
}

/** Deletes one of the learner's own notes; 404 for any other id. */
export async function removeNote(userId: string, ref: NoteRef): Promise<void> {
  if (!(await deleteNote(userId, ref)).ok) throw new NotFound(NOTE_NOT_FOUND);
}
