/**
 * The catalogue as visitors and learners see it: the newest courses, one course, and
 * recommendations for a learner. Lists come from the container's catalogue index (built once,
 * refreshed when the catalogue changes), so none of them reads the whole catalogue per request.
 */
import { CATALOGUE_LIMITS, type CatalogueItem } from '../../shared/catalogue';
import type { LearnerPreferences } from '../../shared/preferences';
import type { Course, Lesson } from '../../shared/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { liveCatalogue } from '../catalogue/live-catalogue';
import { getCourse } from '../data/courses';
import { listUserCourses, type UserCourse } from '../data/user-courses';
import { getPreferences } from '../data/users';
import { NotFound } from '../lib/errors';

/** The newest courses without their lessons: the spec's whole-list call, bounded. */
export async function listCatalogue(): Promise<CatalogueItem[]> {
  return (await liveCatalogue.current()).newest(CATALOGUE_LIMITS.listMax);
}

export const COURSE_NOT_FOUND = 'Course not found.';

export async function requireCourse(courseId: string): Promise<Course> {
  const course = await getCourse(courseId);
  if (!course) throw new NotFound(COURSE_NOT_FOUND);
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
 * A dozen courses the learner has not enrolled in, newest first within each tier: those sharing a
 * category with their courses or their chosen interests, in their chosen language, first; then those
 * sharing a category; then those in their language; then the rest.
 */
export async function recommendedFor(userId: string): Promise<CatalogueItem[]> {
  const [index, relations, preferences] = await Promise.all([
    liveCatalogue.current(),
    listUserCourses(userId),
    getPreferences(userId),
  ]);
  return recommendedFrom(index, relations, preferences);
}

/** The recommendations from what the caller has already read (the dashboard reads it anyway). */
export function recommendedFrom(
  index: CatalogueIndex,
  relations: readonly UserCourse[],
  preferences: LearnerPreferences | null,
): CatalogueItem[] {
  const enrolled = new Set(relations.filter((r) => r.enrolled).map((r) => r.courseId));
  const categories = new Set<string | undefined>([
    ...[...enrolled].map((id) => index.get(id)?.category),
    ...(preferences?.categories ?? []),
  ]);
  const language = preferences?.language ?? null;
  const tier = (course: CatalogueItem) =>
    (categories.has(course.category) ? 0 : 2) + (language === null || course.language === language ? 0 : 1);
  const limit = CATALOGUE_LIMITS.recommendedMax;
  const picked: CatalogueItem[] = [];
  for (let rank = 0; rank < 4 && picked.length < limit; rank++) {
    picked.push(
      ...index.newest(limit - picked.length, (course) => !enrolled.has(course._id) && tier(course) === rank),
    );
  }
  return picked;
}
