/**
 * The course items as content health reads and changes them: every course with all its lessons
 * (hidden ones too), whether it is listed in the catalogue, and one write that replaces the
 * lessons with the count, the length and the listing that follow from them.
 *
 * A course is listed while it has its search keys (GSI3, which the catalogue reads); one whose
 * every lesson is unavailable or hidden loses them and so leaves the catalogue, and gets them back
 * once an admin or a later check makes a lesson playable. It stays on GSI1, where the check finds
 * it, and keeps its address: enrolled learners still reach it.
 */

import { bumpCatalogueVersion } from './catalogue';
import { type StoredLesson, totalSecondsOf } from './courses';
import { keys } from './keys';
import { type Outcome, unlessRefused } from './outcome';
import { catalogueShard } from './shards';
import { type Item, table } from './table-client';

export interface ContentCourse {
  _id: string;
  name: string;
  /** Every lesson in course order, hidden ones included. */
  lessons: StoredLesson[];
  playlistId?: string;
  /** In the catalogue (it has its search keys). */
  listed: boolean;
  /** Its place in the catalogue order, `<createdAt>#<courseId>`: the search keys are made from it. */
  order: string;
}

const ATTRIBUTES = ['_id', 'name', 'lessons', 'playlistId', 'gsi3pk', 'gsi1sk'];
const projection = {
  ProjectionExpression: ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
};

const toContentCourse = (item: Item): ContentCourse => ({
  _id: String(item._id),
  name: String(item.name),
  lessons: Array.isArray(item.lessons) ? (item.lessons as StoredLesson[]) : [],
  ...(typeof item.playlistId === 'string' ? { playlistId: item.playlistId } : {}),
  listed: typeof item.gsi3pk === 'string',
  order: String(item.gsi1sk),
});

/** Every course with its lessons, withdrawn ones included (GSI1, a round trip per MB). */
export async function readContentCourses(): Promise<ContentCourse[]> {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.catalogue.gsi1pk },
    ...projection,
  });
  return items.map(toContentCourse);
}

/** One course as stored now (strongly consistent), or null. */
export async function getContentCourse(courseId: string): Promise<ContentCourse | null> {
  const item = await table.get(keys.course(courseId), { ...projection, ConsistentRead: true });
  return item ? toContentCourse(item) : null;
}

/** Several courses by id (BatchGet, 100 a round trip); unknown ones are left out. */
export async function getContentCourses(courseIds: readonly string[]): Promise<ContentCourse[]> {
  const items = await table.getMany(
    courseIds.map((id) => keys.course(id)),
    {
      projection: { expression: projection.ProjectionExpression, names: projection.ExpressionAttributeNames },
    },
  );
  return items.map(toContentCourse);
}

const visible = (lessons: readonly StoredLesson[]) => lessons.filter((l) => !l.hidden);

/**
 * Replaces the course's lessons with `lessons`, if they are still those of `course` (`changed`
 * otherwise, also for a course deleted meanwhile), with the lesson count and length of the visible
 * ones, and lists or withdraws the course as `listed` says. The catalogue's readers are told when
 * what they show changed.
 */
export async function writeLessons(
  course: ContentCourse,
  lessons: StoredLesson[],
  listed: boolean,
): Promise<Outcome<void, 'changed'>> {
  const shown = visible(lessons);
  const total = totalSecondsOf(shown);
  const set = ['lessons = :lessons', 'lessonCount = :count'];
  const remove: string[] = [];
  const values: Record<string, unknown> = {
    ':lessons': lessons,
    ':count': shown.length,
    ':old': course.lessons,
  };
  if (total === undefined) remove.push('totalSeconds');
  else {
    set.push('totalSeconds = :total');
    values[':total'] = total;
  }
  if (listed && !course.listed) {
    set.push('gsi3pk = :shard', 'gsi3sk = :order');
    values[':shard'] = keys.catalogueShard(catalogueShard(course._id)).gsi3pk;
    values[':order'] = course.order;
  }
  if (!listed && course.listed) remove.push('gsi3pk', 'gsi3sk');
  const outcome = await unlessRefused(
    () =>
      table.update({
        Key: keys.course(course._id),
        UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND lessons = :old',
        ExpressionAttributeValues: values,
      }),
    'changed',
  );
  if (!outcome.ok) return outcome;
  if (listed !== course.listed || shown.length !== visible(course.lessons).length)
    await bumpCatalogueVersion();
  return { ok: true, value: undefined };
}
