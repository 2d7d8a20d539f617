/** Progress in a course: the lesson numbers a learner has ticked, and where they left the video. */
import { getUserCourse, type SavedPlace, setLessonDone, setResumePoint } from '../data/user-courses';
import { Forbidden } from '../lib/errors';
import { requireCourse, requireLesson } from './catalogue';
import { NOT_ENROLLED_MSG } from './enrolment';
import { requireKnownLesson } from './known-lessons';

/** Completed lesson numbers, ascending; empty for a course the learner has not started. */
export async function completedLessons(userId: string, courseId: string): Promise<number[]> {
  const [, relation] = await Promise.all([requireCourse(courseId), getUserCourse(userId, courseId)]);
  return relation?.completed ?? [];
}

/**
 * Sets one lesson's completion (`done` given: idempotent, so concurrent ticks end exact) or toggles
 * it (no `done`), and answers the completed lesson numbers after the change.
 */
export async function completeLesson(
  userId: string,
  input: { courseId: string; lessonId: string; done?: boolean },
): Promise<number[]> {
  const [{ lesson }, relation] = await Promise.all([
    requireLesson(input.courseId, input.lessonId),
    input.done === undefined ? getUserCourse(userId, input.courseId, true) : Promise.resolve(null),
  ]);
  let done = input.done;
  if (done === undefined) {
    if (!relation?.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
    done = !relation.completed.includes(lesson.lesson);
  }
  const completed = await setLessonDone(userId, input.courseId, lesson.lesson, done);
  if (!completed.ok) throw new Forbidden(NOT_ENROLLED_MSG);
  return completed.value;
}

/**
 * Records the resume point of an enrolled learner, on a lesson the course has (known-lessons.ts:
 * checked against this container's copy of the course's lessons, at most a minute old), saved at
 * `at` (epoch ms). Answers the course's previous save, which the same write read back.
 */
export async function saveResumePoint(
  userId: string,
  input: { courseId: string; lessonId: string; position: number; at: number },
): Promise<SavedPlace | undefined> {
  await requireKnownLesson(input.courseId, input.lessonId);
  const saved = await setResumePoint(userId, input.courseId, input);
  if (!saved.ok) throw new Forbidden(NOT_ENROLLED_MSG);
  return saved.value.previous;
}
