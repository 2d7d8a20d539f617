/**
 * A believable handful of ratings for the local demo catalogue, so its cards and course pages show
 * stars and reviews before anyone has rated. Only the local stack calls this (infra/local/table.ts);
 * the production import never makes up ratings. The demo authors have no account (`userId` ''), so
 * they are nobody's to edit, export or delete, and an admin can delete their reviews like any other.
 */
import { keys } from './keys';
import { ratingItem } from './rating-items';
import { totalsChange } from './rating-totals';
import { table } from './table-client';

/** Stars and text per rated course, in the order the newest demo courses come. */
const DEMO: ReadonlyArray<ReadonlyArray<[author: string, stars: number, review: string]>> = [
  [
    ['Asha', 5, 'Clear explanations and the examples build on each other. I finished it in a week.'],
    ['Marco', 4, 'Good pace. A few videos have quiet audio, but the content is solid.'],
    ['Lena', 5, ''],
    ['Ravi', 4, ''],
  ],
  [
    ['Priya', 3, 'Useful, though the middle lessons repeat the basics.'],
    ['Tom', 4, 'Worth it for the exercises alone.'],
  ],
  [['Kofi', 5, 'Exactly what I needed before my exam.']],
  [
    ['Mei', 2, 'Too fast for a beginner; I had to look things up elsewhere.'],
    ['Jonas', 4, ''],
    ['Sara', 3, ''],
  ],
];

/** Rates the newest demo courses once (a course rated already is left as it is). */
export async function seedDemoRatings(): Promise<number> {
  const courses = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.catalogue.gsi1pk },
    ProjectionExpression: '#id, ratingCount',
    ExpressionAttributeNames: { '#id': '_id' },
    ScanIndexForward: false,
    Limit: DEMO.length,
  });
  let added = 0;
  for (const [i, course] of courses.slice(0, DEMO.length).entries()) {
    if (Number(course.ratingCount ?? 0) > 0) continue;
    const courseId = String(course._id);
    for (const [n, [author, stars, review]] of DEMO[i]!.entries()) {
      const at = new Date(Date.UTC(2026, 9, 1 + i * 3 + n)).toISOString();
      const rating = {
        reviewId: `demo-${courseId}-${n}`.slice(0, 64),
        courseId,
        userId: '',
        author,
        stars,
        review,
        createdAt: at,
        updatedAt: at,
        helpful: 0,
      };
      await table.transact([{ Put: { Item: ratingItem(rating) } }, ...totalsChange(courseId, stars, null)]);
      added++;
    }
  }
  return added;
}
