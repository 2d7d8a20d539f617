/**
 * A course's rating totals as stored on the course item (and, for the catalogue index, on its
 * shard twin): `ratingSum`, `ratingCount` and one `ratingStarsN` count per star value.
 */

import type { CatalogueItem } from '../../shared/catalogue';
import {
  averageOf,
  type RatingSummary,
  STARS_MAX,
  STARS_MIN,
  type StarHistogram,
} from '../../shared/ratings';
import { keys } from './keys';
import { catalogueShard } from './shards';
import type { TransactMember } from './table-client';

/** The totals' attribute of one star value on the course item. */
export const starAttribute = (stars: number): string => `ratingStars${stars}`;

export const RATING_ATTRIBUTES = ['ratingSum', 'ratingCount', 1, 2, 3, 4, 5].map((a) =>
  typeof a === 'number' ? starAttribute(a) : a,
);

type Totals = Record<string, unknown> | undefined;

/** A course's ratings as answers give them. */
export function summaryOf(item: Totals): RatingSummary {
  const count = Number(item?.ratingCount ?? 0);
  return { average: averageOf(Number(item?.ratingSum ?? 0), count), count };
}

export function histogramOf(item: Totals): StarHistogram {
  const histogram = {} as StarHistogram;
  for (let stars = STARS_MIN; stars <= STARS_MAX; stars++)
    histogram[String(stars) as keyof StarHistogram] = Number(item?.[starAttribute(stars)] ?? 0);
  return histogram;
}

/** A rated course's totals, as the catalogue index keeps them. */
export interface RatingTotals {
  ratingSum: number;
  ratingCount: number;
}

/** `entry` (a listed course) with the ratings `totals` give it (none: not rated). */
export const withRatings = <Entry extends CatalogueItem & { ratingSum?: number }>(
  entry: Entry,
  totals: RatingTotals | undefined,
): Entry => ({
  ...entry,
  rating: summaryOf(totals as Totals),
  ratingSum: totals?.ratingSum ?? 0,
});

/**
 * The change to a course's totals, on the course item and its catalogue-shard twin, as transaction
 * members: `added` stars counted, `removed` stars taken off (either may be absent).
 */
export function totalsChange(
  courseId: string,
  added: number | null,
  removed: number | null,
): TransactMember[] {
  const values: Record<string, unknown> = {
    ':sum': (added ?? 0) - (removed ?? 0),
    ':count': (added === null ? 0 : 1) - (removed === null ? 0 : 1),
  };
  const parts = ['ratingSum :sum', 'ratingCount :count'];
  const names: Record<string, string> = {};
  if (added !== null && added === removed) {
    // A change that keeps the stars moves no star count.
  } else {
    if (added !== null) {
      parts.push('#added :one');
      names['#added'] = starAttribute(added);
      values[':one'] = 1;
    }
    if (removed !== null) {
      parts.push('#removed :minusOne');
      names['#removed'] = starAttribute(removed);
      values[':minusOne'] = -1;
    }
  }
  return [
    {
      Update: {
        Key: keys.course(courseId),
        UpdateExpression: `ADD ${parts.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    {
      Update: {
        Key: keys.ratingTotals(catalogueShard(courseId), courseId),
        UpdateExpression: 'ADD ratingSum :sum, ratingCount :count SET courseId = :courseId, #type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':sum': values[':sum'],
          ':count': values[':count'],
          ':courseId': courseId,
          ':type': 'rating-totals',
        },
      },
    },
  ];
}
