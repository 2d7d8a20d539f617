/** Ratings written straight to the table, for tests about lists and orders rather than about who may rate. */
import { randomBytes } from 'node:crypto';
import { bumpRatingsVersion } from '../../functions/data/catalogue';
import { ratingItem } from '../../functions/data/rating-items';
import { totalsChange } from '../../functions/data/rating-totals';
import { table } from '../../functions/data/table-client';

/** Rates `courseId` once per entry, by `Seeded 0`, `Seeded 1`, … a second apart (the last is the newest). */
export async function seedRatings(
  courseId: string,
  ratings: ReadonlyArray<{ stars: number; review?: string; helpful?: number }>,
): Promise<void> {
  const start = Date.now() - ratings.length * 1000;
  for (const [i, { stars, review = '', helpful = 0 }] of ratings.entries()) {
    const at = new Date(start + i * 1000).toISOString();
    const rating = {
      reviewId: randomBytes(16).toString('base64url'),
      courseId,
      userId: '',
      author: `Seeded ${i}`,
      stars,
      review,
      createdAt: at,
      updatedAt: at,
      helpful,
    };
    await table.transact([{ Put: { Item: ratingItem(rating) } }, ...totalsChange(courseId, stars, null)]);
  }
  await bumpRatingsVersion();
}
