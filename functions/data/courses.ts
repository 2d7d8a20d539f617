/**
 * Courses. A course and its lessons are one item (read with one GetItem); every course is also in
 * the catalogue collection on GSI1, so the listing is one Query, never a Scan.
 */
import type { Course, Lesson } from '../../shared/types';
import { bumpCatalogueVersion } from './catalogue';
import { keys } from './keys';
import { type Outcome, unlessRefused } from './outcome';
import { RATING_ATTRIBUTES, summaryOf } from './rating-totals';
import { type Item, table } from './table-client';

type CourseItem = Course & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi3pk: string;
  gsi3sk: string;
  type: 'course';
  /** Guards the `quizzes` list (functions/data/quizzes.ts); bookkeeping, not part of the course. */
  quizVersion?: number;
};

/** A lesson as the course item stores it: an admin may hide one (functions/content/), which keeps its place. */
export type StoredLesson = Lesson & { hidden?: boolean };

/** The course as learners see it: a hidden lesson is not part of it. */
const toCourse = (item: CourseItem): Course => {
  const stored = item as CourseItem & Record<string, unknown>;
  const course = withoutBookkeeping(item);
  for (const attribute of RATING_ATTRIBUTES) delete (course as unknown as Record<string, unknown>)[attribute];
  return { ...course, rating: summaryOf(stored) };
};

const withoutBookkeeping = ({
  pk: _pk,
  sk: _sk,
  gsi1pk: _g1,
  gsi1sk: _g1s,
  gsi3pk: _g3,
  gsi3sk: _g3s,
  type: _t,
  quizVersion: _qv,
  ...course
}: CourseItem): Course =>
  course.lessons?.some((l: StoredLesson) => l.hidden)
    ? { ...course, lessons: course.lessons.filter((l: StoredLesson) => !l.hidden) }
    : course;

/**
 * The stored item of a course, in the catalogue collection and its search source at `createdAt`
 * (also used in transactions and batches; the writer raises the catalogue version afterwards).
 */
export const courseItem = (course: Course, createdAt: string): CourseItem => ({
  ...keys.course(course._id),
  ...keys.courseIndexes(course._id, createdAt),
  type: 'course',
  ...course,
});

/**
 * A course's length: the sum of its lessons' `seconds` when every lesson's is known; undefined
 * otherwise, since a total that leaves lessons out would understate it.
 */
export function totalSecondsOf(lessons: readonly Lesson[]): number | undefined {
  let total = 0;
  for (const lesson of lessons) {
    if (lesson.seconds === undefined) return undefined;
    total += lesson.seconds;
  }
  return lessons.length > 0 ? total : undefined;
}

/** Stores a course unless one with the same id exists (`course-exists`). */
export async function putCourseIfAbsent(
  course: Course,
  createdAt = new Date().toISOString(),
): Promise<Outcome<void, 'course-exists'>> {
  return unlessRefused(async () => {
    await table.put({
      Item: courseItem(course, createdAt),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    await bumpCatalogueVersion();
  }, 'course-exists');
}

/** The course as lists show it: everything but the lessons, which only the detail and player need. */
export const withoutLessons = ({ lessons: _lessons, ...course }: Course): Course => course;

export async function getCourse(courseId: string): Promise<Course | null> {
  const item = await table.get(keys.course(courseId));
  return item ? toCourse(item as CourseItem) : null;
}

/** The whole catalogue, oldest first, without lessons. */
export async function listCourses(): Promise<Course[]> {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.catalogue.gsi1pk },
  });
  return items.map((item) => withoutLessons(toCourse(item as CourseItem)));
}

/** Several courses by id in one BatchGet round trip (up to 100), in the order asked. */
export async function getCourses(courseIds: string[]): Promise<Course[]> {
  return (await getCoursesAnd(courseIds)).courses;
}

/**
 * Several courses and, in the same BatchGet, one more item (the dashboard reads the learner's
 * profile with their courses): one round trip where two would do the same work.
 */
export async function getCoursesAnd(
  courseIds: string[],
  other?: { pk: string; sk: string },
): Promise<{ courses: Course[]; other: Item | undefined }> {
  const items = await table.getMany([...courseIds.map((id) => keys.course(id)), ...(other ? [other] : [])]);
  const isOther = (item: Item) => other !== undefined && item.pk === other.pk && item.sk === other.sk;
  const found = new Map(
    items
      .filter((item) => !isOther(item))
      .map((item) => {
        const course = toCourse(item as CourseItem);
        return [course._id, course];
      }),
  );
  return {
    courses: courseIds.map((id) => found.get(id)).filter((c): c is Course => c !== undefined),
    other: items.find(isOther),
  };
}

/** The course's like count as stored now (strongly consistent), or null for an unknown course. */
export async function getCourseLove(courseId: string): Promise<number | null> {
  const item = await table.get(keys.course(courseId), { ProjectionExpression: 'love', ConsistentRead: true });
  return item ? Number(item.love ?? 0) : null;
}
