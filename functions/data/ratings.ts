/**
 * Course ratings. A rating is one item under a random id (`REVIEW#id`) holding the stars, the review
 * text and its helpful count; the learner's pointer (`USER#id / RATING#courseId`) names it and keeps
 * whether the player may still ask. A course's totals (sum, count, one count per star) live on the
 * course item, which every course answer reads, and again in a small item per course in the
 * course's catalogue shard (`RATINGS#n`), which the catalogue index reads without the lessons.
 *
 * Every change moves the rating, the pointer and both totals in one conditional transaction, which
 * names the stars it replaces: two concurrent changes cannot both apply to the same old value, so
 * the totals stay exact under any mix of ratings, changes and deletions (retried on conflicts).
 */
import type { MyRating, RatingPrompt, RatingSummary, StarHistogram } from '../../shared/ratings';
import { newId } from '../lib/crypto';
import { bumpRatingsVersion } from './catalogue';
import { conditionalWrite, failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { helpfulRank, ratingItem, type StoredRating, toStoredRating } from './rating-items';
import { histogramOf, RATING_ATTRIBUTES, summaryOf, totalsChange } from './rating-totals';
import { type Item, type TransactMember, table } from './table-client';
import { accountIsLive } from './users';

const ATTEMPTS = 6;

/** The moderation partition (`MODERATION#reviews`) where reports of reviews wait for an admin. */
export const REVIEWS_ROOM = 'reviews';

/** What the player shows of the learner's rating, from their pointer item (absent: never rated). */
export function ratingViewOf(pointer: Item | undefined): {
  myRating: MyRating | null;
  ratingPrompt: RatingPrompt;
} {
  if (typeof pointer?.reviewId === 'string') {
    return {
      myRating: {
        stars: Number(pointer.stars),
        review: String(pointer.review ?? ''),
        createdAt: String(pointer.createdAt),
        updatedAt: String(pointer.updatedAt),
      },
      ratingPrompt: 'answered',
    };
  }
  return { myRating: null, ratingPrompt: promptOf(pointer) };
}

const promptOf = (pointer: Item | undefined): RatingPrompt =>
  pointer?.prompt === 'dismissed' ? 'dismissed' : pointer?.prompt ? 'answered' : 'ask';

/** The learner's rating of the course and the prompt's state, strongly consistent. */
export async function ratingOf(
  userId: string,
  courseId: string,
): Promise<{ rating: StoredRating | null; prompt: RatingPrompt }> {
  const pointer = await table.get(keys.userRating(userId, courseId), { ConsistentRead: true });
  const reviewId = typeof pointer?.reviewId === 'string' ? pointer.reviewId : undefined;
  const item = reviewId ? await table.get(keys.review(reviewId), { ConsistentRead: true }) : undefined;
  const rating = item ? toStoredRating(item) : null;
  return { rating, prompt: rating ? 'answered' : promptOf(pointer) };
}

export async function getReview(reviewId: string, consistent = false): Promise<StoredRating | null> {
  const item = await table.get(keys.review(reviewId), { ConsistentRead: consistent });
  return item ? toStoredRating(item) : null;
}

/** The course's totals as stored now (strongly consistent), or null for an unknown course. */
export async function courseRatings(
  courseId: string,
  consistent = true,
): Promise<{ summary: RatingSummary; histogram: StarHistogram } | null> {
  const item = await table.get(keys.course(courseId), {
    ProjectionExpression: ['pk', ...RATING_ATTRIBUTES].join(', '),
    ConsistentRead: consistent,
  });
  return item ? { summary: summaryOf(item), histogram: histogramOf(item) } : null;
}

export type RateOutcome = Outcome<
  StoredRating,
  'no-account' | 'no-course' | 'not-enrolled' | 'not-eligible' | 'rate-limited' | 'contended'
>;

/** Why a rating's transaction was refused, from the state as it is now. */
async function whyRefused(
  error: unknown,
  userId: string,
  courseId: string,
): Promise<'no-account' | 'no-course' | 'not-enrolled' | 'not-eligible' | 'rate-limited' | null> {
  if (failedAt(error, 0)) return 'no-account';
  if (failedAt(error, 3)) return 'no-course';
  if (failedAt(error, 1)) {
    const relation = await table.get(keys.userCourse(userId, courseId), { ConsistentRead: true });
    return relation?.enrolled === true ? 'not-eligible' : 'not-enrolled';
  }
  if (failedAt(error, 2)) return 'rate-limited';
  return null;
}

/**
 * Rates the course for a learner enrolled in it with at least one lesson completed (checked in the
 * transaction), replacing their rating if they had one; counted against `rule`.
 */
export async function rate(
  user: { userId: string; name: string },
  courseId: string,
  input: { stars: number; review: string },
  rule: RateLimit,
): Promise<RateOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { rating: old } = await ratingOf(user.userId, courseId);
    const now = new Date().toISOString();
    const rating: StoredRating = {
      reviewId: old?.reviewId ?? newId(),
      courseId,
      userId: user.userId,
      author: user.name,
      stars: input.stars,
      review: input.review,
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      helpful: old?.helpful ?? 0,
    };
    const members: TransactMember[] = [
      accountIsLive(user.userId),
      {
        // Completed lessons are a number set, which DynamoDB never stores empty.
        ConditionCheck: {
          Key: keys.userCourse(user.userId, courseId),
          ConditionExpression: 'enrolled = :yes AND attribute_exists(completed)',
          ExpressionAttributeValues: { ':yes': true },
        },
      },
      { Update: countAttempt(rule, user.userId) },
      ...totalsChange(courseId, input.stars, old?.stars ?? null),
      {
        Put: {
          Item: ratingItem(rating),
          ConditionExpression: old
            ? 'attribute_exists(pk) AND stars = :old AND helpful = :helpful'
            : 'attribute_not_exists(pk)',
          ...(old ? { ExpressionAttributeValues: { ':old': old.stars, ':helpful': old.helpful } } : {}),
        },
      },
      {
        Update: {
          Key: keys.userRating(user.userId, courseId),
          // The learner's own copy of what they wrote, so the player reads it with the course.
          UpdateExpression:
            'SET reviewId = :id, prompt = :answered, courseId = :courseId, #type = :type, stars = :stars, #review = :review, createdAt = :created, updatedAt = :updated',
          ConditionExpression: old ? 'reviewId = :id' : 'attribute_not_exists(reviewId)',
          ExpressionAttributeNames: { '#type': 'type', '#review': 'review' },
          ExpressionAttributeValues: {
            ':id': rating.reviewId,
            ':answered': 'answered',
            ':courseId': courseId,
            ':type': 'user-rating',
            ':stars': rating.stars,
            ':review': rating.review,
            ':created': rating.createdAt,
            ':updated': rating.updatedAt,
          },
        },
      },
    ];
    try {
      await retryOnConflict(() => table.transact(members));
      await bumpRatingsVersion();
      return done(rating);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const why = await whyRefused(error, user.userId, courseId);
      if (why) return refused(why);
      // The rating changed between the read and the write (a parallel call): read again.
    }
  }
  return refused('contended');
}

export type UnrateOutcome = Outcome<void, 'gone' | 'contended'>;

/** The members that take `rating` away with its pointer and its share of the totals. */
export function ratingRemoval(rating: StoredRating, ownerId: string | null): TransactMember[] {
  return [
    {
      Delete: {
        Key: keys.review(rating.reviewId),
        ConditionExpression: 'stars = :stars',
        ExpressionAttributeValues: { ':stars': rating.stars },
      },
    },
    ...totalsChange(rating.courseId, null, rating.stars),
    ...(ownerId
      ? [
          {
            Update: {
              Key: keys.userRating(ownerId, rating.courseId),
              UpdateExpression: 'REMOVE reviewId, stars, #review, createdAt, updatedAt',
              ExpressionAttributeNames: { '#review': 'review' },
              ConditionExpression: 'reviewId = :id',
              ExpressionAttributeValues: { ':id': rating.reviewId },
            },
          },
        ]
      : []),
  ];
}

/** Takes a rating away (the learner's own, or a review an admin deletes): `gone` when there is none. */
export async function removeRating(find: () => Promise<StoredRating | null>): Promise<UnrateOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rating = await find();
    if (!rating) return refused('gone');
    try {
      await retryOnConflict(() => table.transact(ratingRemoval(rating, rating.userId || null)));
      await bumpRatingsVersion();
      await closeReports(rating.reviewId);
      return done();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return refused('contended');
}

/**
 * Deletes the open reports of a review: when it is gone (nothing is left to moderate), or when an
 * admin dismisses them and the review stays. Answers how many there were.
 */
export async function closeReports(reviewId: string): Promise<number> {
  const reports = await table.queryPrefix(keys.moderation(REVIEWS_ROOM).pk, keys.chatReportPrefix(reviewId), {
    projection: 'pk, sk',
    consistent: true,
  });
  await Promise.all(
    reports.map((item) => table.delete({ Key: { pk: String(item.pk), sk: String(item.sk) } })),
  );
  return reports.length;
}

/** Closes the prompt for good, unless the learner already answered it; `not-enrolled` otherwise. */
export async function dismissPrompt(
  userId: string,
  courseId: string,
): Promise<Outcome<void, 'not-enrolled'>> {
  try {
    await table.transact([
      {
        ConditionCheck: {
          Key: keys.userCourse(userId, courseId),
          ConditionExpression: 'enrolled = :yes',
          ExpressionAttributeValues: { ':yes': true },
        },
      },
      {
        Update: {
          Key: keys.userRating(userId, courseId),
          UpdateExpression:
            'SET prompt = if_not_exists(prompt, :dismissed), courseId = :courseId, #type = :type',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':dismissed': 'dismissed',
            ':courseId': courseId,
            ':type': 'user-rating',
          },
        },
      },
      accountIsLive(userId),
    ]);
    return done();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return refused('not-enrolled');
  }
}

/**
 * The ratings the learner's pointers (`RATING#` items of their partition) name, in one BatchGet;
 * no call at all when there are none.
 */
export async function ratingsNamedBy(pointers: readonly Item[]): Promise<StoredRating[]> {
  const ids = pointers.map((p) => p.reviewId).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return [];
  const items = await table.getMany(
    ids.map((id) => keys.review(id)),
    { consistent: true },
  );
  return items.map(toStoredRating);
}

/** Sets a review's helpful rank to its count as stored now (after a vote moved it). */
export async function rerank(reviewId: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rating = await getReview(reviewId, true);
    if (!rating?.review) return;
    const ranked = await conditionalWrite(
      table.update({
        Key: keys.review(reviewId),
        UpdateExpression: 'SET gsi4sk = :rank',
        ConditionExpression: 'helpful = :helpful AND updatedAt = :at',
        ExpressionAttributeValues: {
          ':rank': helpfulRank(rating.helpful, rating.updatedAt, reviewId),
          ':helpful': rating.helpful,
          ':at': rating.updatedAt,
        },
      }),
    );
    if (ranked) return;
    // Another vote or edit moved it meanwhile: rank it as it is now.
  }
}
