/** Progress in a course: the lesson numbers a learner has ticked, and where they left the video. */
import { getUserCourse, NOT_ENROLLED_MSG, setLessonDone, setResumePoint } from '../data/user-courses';
import { Forbidden } from '../lib/errors';
import { requireCourse, requireLesson } from './catalogue';

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
  return setLessonDone(userId, input.courseId, lesson.lesson, done);
}

/** Records the resume point of an enrolled learner, on a lesson the course has. */
export async function saveResumePoint(
  userId: string,
  input: { courseId: string; lessonId: string; position: number },
): Promise<void> {
  await requireLesson(input.courseId, input.lessonId);
  await setResumePoint(userId, input.courseId, input);
}
