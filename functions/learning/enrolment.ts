/** Enrolment and what follows from it: the dashboard and the player's view of a course. */

import {
  type EnrolledCourse,
  type LearnerCourses,
  lessonsInOrder,
  nextLesson,
  type PlayAnswer,
  resumeLesson,
} from '../../shared/learning';
import type { MailUndeliverable } from '../../shared/mail-delivery';
import { passedCount } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { getCoursesAnd, withoutLessons } from '../data/courses';
import { keys } from '../data/keys';
import { listNotes } from '../data/notes';
import { getQuizStanding } from '../data/quizzes';
import { ratingViewOf } from '../data/ratings';
import { enrol, listUserCourses, type UserCourse } from '../data/user-courses';
import { preferencesIn } from '../data/users';
import { NotFound, Unauthorized } from '../lib/errors';
import { learnerQuizzes } from '../quizzes/learner-quizzes';
import { COURSE_NOT_FOUND, requireCourse } from './catalogue';

export const ENROLLED_MSG = 'Enrolled successfully!';
export const ALREADY_ENROLLED_MSG = 'You are already enrolled in this course.';
/** The answer to anything only an enrolled learner may do: progress, likes, notes, certificates. */
export const NOT_ENROLLED_MSG = 'Enrol in this course first.';

export async function enrolIn(
  userId: string,
  courseId: string,
): Promise<{ msg: string; alreadyEnrolled: boolean }> {
  await requireCourse(courseId);
  const outcome = await enrol(userId, courseId);
  if (!outcome.ok) throw new Unauthorized();
  const { already } = outcome.value;
  return { msg: already ? ALREADY_ENROLLED_MSG : ENROLLED_MSG, alreadyEnrolled: already };
}

/**
 * A dashboard card's data: the course without lessons, progress, resume point, the lesson to watch
 * next and the certificate.
 */
function enrolledCourse(relation: UserCourse, course: Course): EnrolledCourse {
  const resumed = course.lessons?.find((l) => l._id === relation.lastLessonId);
  const next = nextLesson(course.lessons ?? [], relation.completed, relation.lastLessonId);
  return {
    courseId: withoutLessons(course),
    completed: relation.completed,
    updatedAt: relation.updatedAt,
    lastLessonId: resumed?._id,
    lastLessonName: resumed?.lessonName,
    position: resumed ? relation.position : undefined,
    ...(next ? { nextLesson: { _id: next._id, lesson: next.lesson, lessonName: next.lessonName } } : {}),
    certificateId: relation.certificateId,
    ...(course.quizzes?.length
      ? {
          quizProgress: {
            passed: passedCount(course.quizzes, relation.quizzesPassed),
            total: course.quizzes.length,
          },
        }
      : {}),
  };
}

/**
 * The learner's courses, most recently active first (the first is the one to continue), the ids
 * they like and their preferences: one Query (unless the caller read the relations already), then
 * one BatchGet of the courses and the profile.
 */
export async function learnerCoursesOf(
  userId: string,
  known?: readonly UserCourse[],
): Promise<LearnerCourses> {
  const relations = known ?? (await listUserCourses(userId));
  const enrolled = relations
    .filter((r) => r.enrolled)
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
  const found = await getCoursesAnd(
    enrolled.map((r) => r.courseId),
    keys.user(userId),
  );
  const courses = new Map(found.courses.map((c) => [c._id, c]));
  const preferences = preferencesIn(found.other);
  const mailUndeliverable = found.other?.mailUndeliverable as MailUndeliverable | undefined;
  return {
    courseEnrolled: enrolled.flatMap((r) => {
      const course = courses.get(r.courseId);
      return course ? [enrolledCourse(r, course)] : [];
    }),
    courseLoved: relations.filter((r) => r.loved).map((r) => r.courseId),
    preferences,
    // Read from the profile already fetched: the dashboard is where a verified learner looks first.
    ...(mailUndeliverable ? { mailUndeliverable } : {}),
  };
}

/**
 * The course with its lessons and like count, the learner's likes, whether they are enrolled, where
 * they left the course and its certificate once claimed; for an enrolled learner also the course's
 * quizzes as they see them and their notes on the lesson the player opens at, so that opening the
 * player takes this one call.
 *
 * `lessonHint`: the lesson the player's address names. The player opens there when the course has
 * it (else where the learner carries on), so its notes are read together with the rest; without a
 * hint the lesson is known only once the resume point is read, and its notes are read after it.
 */
export async function playOf(userId: string, courseId: string, lessonHint?: string): Promise<PlayAnswer> {
  // The course and the learner's rating pointer in one BatchGet; the learner–course item holds the
  // best quiz attempts, which the relations' projection leaves out.
  const [{ courses, other: pointer }, relations, standing, hintedNotes] = await Promise.all([
    getCoursesAnd([courseId], keys.userRating(userId, courseId)),
    listUserCourses(userId),
    getQuizStanding(userId, courseId),
    lessonHint === undefined ? undefined : listNotes(userId, courseId, lessonHint),
  ]);
  const course = courses[0];
  if (!course) throw new NotFound(COURSE_NOT_FOUND);
  const relation = relations.find((r) => r.courseId === courseId && r.enrolled);
  const resumes = course.lessons?.some((l) => l._id === relation?.lastLessonId) ?? false;
  // Read with the relations anyway: the player and the course page need no call of their own.
  const completed = relations.find((r) => r.courseId === courseId)?.completed ?? [];
  const opened = relation && openingLesson(course, completed, lessonHint ?? relation.lastLessonId);
  const notes =
    opened &&
    (opened._id === lessonHint && hintedNotes ? hintedNotes : await listNotes(userId, courseId, opened._id));
  return {
    response: course,
    courseLoved: relations.filter((r) => r.loved).map((r) => r.courseId),
    enrolled: relation !== undefined,
    completed,
    ...(resumes ? { lastLessonId: relation?.lastLessonId, position: relation?.position ?? 0 } : {}),
    ...(relation?.certificateId ? { certificateId: relation.certificateId } : {}),
    ...ratingViewOf(pointer),
    // Only an enrolled learner sees the quizzes (GET /api/course/{courseId}/quizzes refuses others).
    ...(relation ? { quizzes: learnerQuizzes(course.quizzes ?? [], standing) } : {}),
    ...(opened && notes ? { lessonNotes: { lessonId: opened._id, notes } } : {}),
  };
}

/** The lesson the player opens at (as the web player decides it), or none for a course without lessons. */
const openingLesson = (course: Course, completed: number[], lessonId: string | undefined) =>
  resumeLesson(lessonsInOrder(course), completed, lessonId);
