/** Enrolment and what follows from it: the dashboard and the player's view of a course. */
import type { Dashboard, PlayResponse } from '../../shared/types';
import { getCourses, withoutLessons } from '../data/courses';
import { enrol, listUserCourses } from '../data/user-courses';
import { requireCourse } from './catalogue';

export const ENROLLED_MSG = 'Enrolled successfully!';
export const ALREADY_ENROLLED_MSG = 'You are already enrolled in this course.';

export async function enrolIn(
  userId: string,
  courseId: string,
): Promise<{ msg: string; alreadyEnrolled: boolean }> {
  await requireCourse(courseId);
  const { already } = await enrol(userId, courseId);
  return { msg: already ? ALREADY_ENROLLED_MSG : ENROLLED_MSG, alreadyEnrolled: already };
}

/** The learner's courses, most recently active first, and the ids they like: one Query, one BatchGet. */
export async function dashboardOf(userId: string): Promise<Dashboard> {
  const relations = await listUserCourses(userId);
  const enrolled = relations
    .filter((r) => r.enrolled)
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
  const courses = new Map(
    (await getCourses(enrolled.map((r) => r.courseId))).map((c) => [c._id, withoutLessons(c)]),
  );
  return {
    courseEnrolled: enrolled.flatMap((r) => {
      const course = courses.get(r.courseId);
      return course ? [{ courseId: course, completed: r.completed, updatedAt: r.updatedAt }] : [];
    }),
    courseLoved: relations.filter((r) => r.loved).map((r) => r.courseId),
  };
}

/** The course with its lessons and like count, the learner's likes and whether they are enrolled. */
export async function playOf(userId: string, courseId: string): Promise<PlayResponse> {
  const [course, relations] = await Promise.all([requireCourse(courseId), listUserCourses(userId)]);
  return {
    response: course,
    courseLoved: relations.filter((r) => r.loved).map((r) => r.courseId),
    enrolled: relations.some((r) => r.courseId === courseId && r.enrolled),
  };
}
