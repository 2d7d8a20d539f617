/**
 * The catalogue as visitors and learners see it: the newest courses, one course, and
 * recommendations for a learner. Lists come from the container's catalogue index (built once,
 * refreshed when the catalogue changes), so none of them reads the whole catalogue per request.
 */
import { CATALOGUE_LIMITS, type CatalogueItem } from '../../shared/catalogue';
import type { Course, Lesson } from '../../shared/types';
import { liveCatalogue } from '../catalogue/live-catalogue';
import { getCourse } from '../data/courses';
import { listUserCourses } from '../data/user-courses';
import { NotFound } from '../lib/errors';

/** The newest courses without their lessons: the spec's whole-list call, bounded. */
export async function listCatalogue(): Promise<CatalogueItem[]> {
  return (await liveCatalogue.current()).newest(CATALOGUE_LIMITS.listMax);
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
 * A dozen courses the learner has not enrolled in, newest first; those sharing a category with
 * their courses come before the rest.
 */
export async function recommendedFor(userId: string): Promise<CatalogueItem[]> {
  const [index, relations] = await Promise.all([liveCatalogue.current(), listUserCourses(userId)]);
  const enrolled = new Set(relations.filter((r) => r.enrolled).map((r) => r.courseId));
  const categories = new Set([...enrolled].map((id) => index.get(id)?.category));
  const limit = CATALOGUE_LIMITS.recommendedMax;
  const open = (course: CatalogueItem) => !enrolled.has(course._id);
  const near = index.newest(limit, (course) => open(course) && categories.has(course.category));
  const far =
    near.length < limit
      ? index.newest(limit - near.length, (course) => open(course) && !categories.has(course.category))
      : [];
  return [...near, ...far];
}
