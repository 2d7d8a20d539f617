/**
 * Reviews: the ratings with text, listed a page at a time (newest first on GSI1, most helpful first
 * on GSI4, both in the course's `REVIEWS#` partition), marked helpful by other learners (a mark item
 * under the voter, `USER#id / HELPFUL#reviewId`, written with the count in one transaction, as the
 * discussion counts votes), and reported into the moderation queue.
 */
import { REVIEWS_PAGE, type ReportedReview, type ReviewItem, type ReviewSort } from '../../shared/ratings';
import { ID_PATTERN } from '../../shared/validation';
import { ISO_TIME } from '../lib/cursor';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { type IndexOrder, queryIndexPage } from './index-pages';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { type StoredRating, toStoredRating } from './rating-items';
import { getReview, REVIEWS_ROOM, rerank } from './ratings';
import { type Item, table } from './table-client';
import { accountIsLive } from './users';

const REVIEW_ID = ID_PATTERN.source.slice(1, -1);
const ORDERS: Record<ReviewSort, IndexOrder> = {
  helpful: { index: 'gsi4', sortKey: new RegExp(`^\\d{10}#${ISO_TIME}#(${REVIEW_ID})$`) },
  newest: { index: 'gsi1', sortKey: new RegExp(`^${ISO_TIME}#(${REVIEW_ID})$`) },
};

/** One page of a course's reviews as the caller (or a visitor, `viewerId` null) sees them. */
export async function listReviews(
  courseId: string,
  sort: ReviewSort,
  cursor: string | undefined,
  viewerId: string | null,
): Promise<{ items: ReviewItem[]; next: string | null }> {
  const partition = keys.courseReviews(courseId);
  const page = await queryIndexPage(
    {
      list: `reviews:${sort}:${partition}`,
      order: ORDERS[sort],
      partition,
      limit: REVIEWS_PAGE,
      itemKey: keys.review,
    },
    cursor,
  );
  const ratings = page.items.map(toStoredRating);
  const marked = viewerId ? await marksOf(viewerId, ratings) : new Set<string>();
  return { items: ratings.map((r) => reviewView(r, viewerId, marked)), next: page.next };
}

async function marksOf(viewerId: string, ratings: StoredRating[]): Promise<Set<string>> {
  if (ratings.length === 0) return new Set();
  const items: Item[] = await table.getMany(ratings.map((r) => keys.userHelpful(viewerId, r.reviewId)));
  return new Set(items.map((item) => String(item.sk).slice('HELPFUL#'.length)));
}

export const reviewView = (r: StoredRating, viewerId: string | null, marked: Set<string>): ReviewItem => ({
  _id: r.reviewId,
  author: r.author,
  stars: r.stars,
  review: r.review,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  helpful: r.helpful,
  mine: viewerId !== null && r.userId === viewerId,
  myHelpful: marked.has(r.reviewId) ? 1 : 0,
});

export type HelpfulOutcome = Outcome<
  { helpful: number; myHelpful: 0 | 1 },
  'no-account' | 'gone' | 'own-post' | 'rate-limited' | 'contended'
>;

/**
 * Marks a review helpful (`value` 1) or takes the mark back (0). Marking twice counts once and
 * taking back an absent mark changes nothing; neither is counted against `rule`.
 */
export async function markHelpful(
  userId: string,
  reviewId: string,
  value: 0 | 1,
  rule: RateLimit,
): Promise<HelpfulOutcome> {
  const mark = keys.userHelpful(userId, reviewId);
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      await retryOnConflict(() =>
        table.transact([
          accountIsLive(userId),
          {
            Update: {
              Key: keys.review(reviewId),
              UpdateExpression: 'ADD helpful :change',
              ConditionExpression: 'attribute_exists(pk) AND userId <> :me AND review <> :empty',
              ExpressionAttributeValues: { ':change': value ? 1 : -1, ':me': userId, ':empty': '' },
            },
          },
          value
            ? {
                Put: {
                  Item: { ...mark, type: 'helpful-mark', reviewId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              }
            : { Delete: { Key: mark, ConditionExpression: 'attribute_exists(pk)' } },
          { Update: countAttempt(rule, userId) },
        ]),
      );
      await rerank(reviewId);
      const after = await getReview(reviewId, true);
      return done({ helpful: after?.helpful ?? 0, myHelpful: value });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 0)) return refused('no-account');
      if (failedAt(error, 3)) return refused('rate-limited');
      const review = await getReview(reviewId, true);
      if (!review?.review) return refused('gone');
      if (review.userId === userId) return refused('own-post');
      if (failedAt(error, 2)) return done({ helpful: review.helpful, myHelpful: value });
    }
  }
  return refused('contended');
}

export type ReportOutcome = Outcome<{ first: boolean }, 'no-account' | 'gone' | 'own-post' | 'rate-limited'>;

/**
 * Records a learner's report of a review in the moderation queue, with a copy of the review as it
 * was; a second report by the same learner changes nothing and counts nothing.
 */
export async function reportReview(
  reporter: { userId: string; name: string },
  reviewId: string,
  reason: string,
  rule: RateLimit,
  ttl: number,
): Promise<ReportOutcome> {
  const review = await getReview(reviewId, true);
  if (!review?.review) return refused('gone');
  if (review.userId === reporter.userId) return refused('own-post');
  try {
    await table.transact([
      accountIsLive(reporter.userId),
      {
        ConditionCheck: {
          Key: keys.review(reviewId),
          ConditionExpression: 'attribute_exists(pk) AND userId <> :me',
          ExpressionAttributeValues: { ':me': reporter.userId },
        },
      },
      { Update: countAttempt(rule, reporter.userId) },
      {
        Put: {
          Item: {
            ...keys.reviewReport(reviewId, reporter.userId),
            type: 'review-report',
            reviewId,
            // The account deletion's rewrite of a reporter's report keys it by this field.
            messageId: reviewId,
            courseId: review.courseId,
            review: { ...reviewView(review, null, new Set()), courseId: review.courseId },
            authorId: review.userId,
            reporterId: reporter.userId,
            reporter: reporter.name,
            reason,
            reportedAt: new Date().toISOString(),
            ttl,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    return done({ first: true });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return refused('no-account');
    if (failedAt(error, 1)) return refused('gone');
    if (failedAt(error, 3)) return done({ first: false });
    return refused('rate-limited');
  }
}

/** Open reports of reviews grouped by review, the newest first (the queue's review part). */
export async function listReviewReports(): Promise<ReportedReview[]> {
  const items = await table.queryPrefix(keys.moderation(REVIEWS_ROOM).pk, keys.chatReportPrefix(), {
    limit: 500,
  });
  const byReview = new Map<string, ReportedReview>();
  for (const item of items) {
    const id = String(item.reviewId);
    let entry = byReview.get(id);
    if (!entry) {
      entry = { review: item.review as ReportedReview['review'], reports: [] };
      byReview.set(id, entry);
    }
    entry.reports.push({
      reporter: String(item.reporter),
      reason: String(item.reason),
      reportedAt: String(item.reportedAt),
    });
  }
  const latest = (e: { reports: Array<{ reportedAt: string }> }) =>
    e.reports
      .map((r) => r.reportedAt)
      .sort()
      .at(-1) ?? '';
  return [...byReview.values()].sort((a, b) => latest(b).localeCompare(latest(a)));
}
