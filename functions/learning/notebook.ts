/**
 * The course notebook: every note a learner keeps on a course, grouped by lesson in the course's
 * order and, within a lesson, by their place in the video. Only the caller's own notes exist here.
 */
import { lessonsInOrder, type Notebook, type NotebookSection } from '../../shared/learning';
import type { Course, Note } from '../../shared/types';
import { listCourseNotes } from '../data/notes';
import { requireCourse } from './catalogue';

export const REMOVED_LESSON_NAME = 'A lesson no longer in the course';

/** Timed notes by their second, then notes without a time; ties keep the order they were taken. */
const byPlaceInVideo = (a: Note, b: Note): number =>
  (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
  a._id.localeCompare(b._id);

function sections(course: Course, notes: Note[]): NotebookSection[] {
  const byLesson = new Map<string, Note[]>();
  for (const note of notes) byLesson.set(note.lessonId, [...(byLesson.get(note.lessonId) ?? []), note]);
  const lessons = lessonsInOrder(course);
  const known: NotebookSection[] = lessons.flatMap((lesson) => {
    const mine = byLesson.get(lesson._id);
    byLesson.delete(lesson._id);
    return mine
      ? [{ lessonId: lesson._id, lesson: lesson.lesson, lessonName: lesson.lessonName, notes: mine }]
      : [];
  });
  // Notes are the learner's even if their lesson left the course: keep them, last.
  const orphans = [...byLesson].map(([lessonId, mine]) => ({
    lessonId,
    lesson: null,
    lessonName: REMOVED_LESSON_NAME,
    notes: mine,
  }));
  return [...known, ...orphans].map((section) => ({ ...section, notes: section.notes.sort(byPlaceInVideo) }));
}

/** One Query of the learner's course notes in parallel with one GetItem of the course. */
export async function notebookOf(userId: string, courseId: string): Promise<Notebook> {
  const [course, notes] = await Promise.all([requireCourse(courseId), listCourseNotes(userId, courseId)]);
  return {
    course: { _id: course._id, name: course.name, creator: course.creator },
    sections: sections(course, notes),
  };
}
