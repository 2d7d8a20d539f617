/**
 * The catalogue as visitors and learners see it: the list (cached briefly per container, since it
 * changes only when a course is added), one course, and recommendations for a learner.
 */
import type { Course, Lesson } from '../../shared/types';
import { getCourse, listCourses } from '../data/courses';
import { listUserCourses } from '../data/user-courses';
import { NotFound } from '../lib/errors';

/** Long enough to absorb bursts of visitors, short enough that a new course or like count shows soon. */
export const CATALOGUE_TTL_MS = 30_000;

let cached: { at: number; courses: Promise<Course[]> } | undefined;

/** Every course without its lessons, oldest first. */
export function listCatalogue(): Promise<Course[]> {
  const now = Date.now();
  if (!cached || now - cached.at >= CATALOGUE_TTL_MS) {
    const courses = listCourses();
    const entry = { at: now, courses };
    cached = entry;
    // A failed read must not be served for the next 30 s.
    courses.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.courses;
}

export async function requireCourse(courseId: string): Promise<Course> {
  const course = await getCourse(courseId);
  if (!course) throw new NotFound('Course not found.');
  return course;
}

/** The course and one of its lessons; 404 when either is unknown. */
export async function requireLesson(
  courseId: string,
  lessonId: string,
): Promise<{ course: Course; lesson: Lesson }> {
  const course = await requireCourse(courseId);
  const lesson = course.lessons?.find((l) => l._id === lessonId);
  if (!lesson) throw new NotFound('Lesson not found.');
  return { course, lesson };
}

/**
 * Courses the learner has not enrolled in; those sharing a category with their courses come first,
 * otherwise in catalogue order.
 */
export async function recommendedFor(userId: string): Promise<Course[]> {
  const [catalogue, relations] = await Promise.all([listCatalogue(), listUserCourses(userId)]);
  const enrolled = new Set(relations.filter((r) => r.enrolled).map((r) => r.courseId));
  const liked = new Set(catalogue.filter((c) => enrolled.has(c._id)).map((c) => c.category));
  const open = catalogue.filter((c) => !enrolled.has(c._id));
  return [...open.filter((c) => liked.has(c.category)), ...open.filter((c) => !liked.has(c.category))];
}
