/** A learner's notes on a lesson: only ever their own, and only on lessons that exist. */
import type { Note } from '../../shared/types';
import { addNote, deleteNote, editNote, listNotes, type NoteRef } from '../data/notes';
import { requireLesson } from './catalogue';

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
  return addNote(userId, input);
}

export async function updateNote(
  userId: string,
  input: NoteRef & { content: string; title?: string },
): Promise<Note> {
  await requireLesson(input.courseId, input.lessonId);
  return editNote(userId, input, { content: input.content, title: input.title });
}

export const removeNote = (userId: string, ref: NoteRef): Promise<void> => deleteNote(userId, ref);
