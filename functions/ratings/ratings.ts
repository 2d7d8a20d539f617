/**
 * Ratings and reviews as the routes answer them: the data layer's outcomes turned into answers and
 * refusals with words a learner can act on (`shared/ratings.ts`).
 */
import { fieldName, message, type Text } from '../../shared/message';
import {
  RATING_MESSAGES,
  type RatingAnswer,
  type RatingDeleted,
  REVIEW_SORTS,
  type ReviewSort,
} from '../../shared/ratings';
import { StillContended } from '../data/conditions';
import { expiresIn } from '../data/keys';
import { REPORT_TTL_SECONDS } from '../data/moderation';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { myRatingOf } from '../data/rating-items';
import { courseRatings, dismissPrompt, getReview, rate, ratingOf, removeRating } from '../data/ratings';
import { markHelpful, reportReview } from '../data/reviews';
import { COURSE_NOT_FOUND } from '../learning/catalogue';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { AttemptsUsedUp, BadRequest, Forbidden, NotFound, Unauthorized, windowEnd } from '../lib/errors';
import type { SessionUser } from '../lib/session';

/** A limit reached at `now`: it counts again when its window (a clock hour) ends. */
const usedUp = (rule: { windowSeconds: number }, refusal: Text, now = Date.now()): AttemptsUsedUp =>
  new AttemptsUsedUp(refusal, windowEnd(rule.windowSeconds, now));

async function summaryOrNotFound(courseId: string) {
  const totals = await courseRatings(courseId);
  if (!totals) throw new NotFound(COURSE_NOT_FOUND);
  return totals;
}

export async function rateCourse(
  user: SessionUser,
  courseId: string,
  input: { stars: number; review: string },
): Promise<RatingAnswer> {
  const now = Date.now();
  const outcome = await rate(user, courseId, input, RATE_LIMITS.ratingsPerLearner);
  if (!outcome.ok) {
    switch (outcome.refused) {
      case 'no-account':
        throw new Unauthorized();
      case 'no-course':
        throw new NotFound(COURSE_NOT_FOUND);
      case 'not-enrolled':
        throw new Forbidden(RATING_MESSAGES.notEnrolled);
      case 'not-eligible':
        throw new Forbidden(RATING_MESSAGES.noLessonDone);
      case 'rate-limited':
        throw usedUp(
          RATE_LIMITS.ratingsPerLearner,
          message('You have rated {limit} times this hour. Please wait before rating again.', {
            limit: RATE_LIMITS.ratingsPerLearner.limit,
          }),
          now,
        );
      default:
        throw new StillContended('The rating kept changing while it was saved.');
    }
  }
  const { summary } = await summaryOrNotFound(courseId);
  return { rating: summary, mine: myRatingOf(outcome.value) };
}

export async function unrateCourse(user: SessionUser, courseId: string): Promise<RatingDeleted> {
  await summaryOrNotFound(courseId);
  const outcome = await removeRating(async () => (await ratingOf(user.userId, courseId)).rating);
  if (!outcome.ok) {
    if (outcome.refused === 'gone') throw new NotFound(RATING_MESSAGES.noRating);
    throw new StillContended('The rating kept changing while it was deleted.');
  }
  const { summary } = await summaryOrNotFound(courseId);
  return { msg: RATING_MESSAGES.deleted, rating: summary };
}

export async function dismissRatingPrompt(user: SessionUser, courseId: string) {
  await summaryOrNotFound(courseId);
  const outcome = await dismissPrompt(user.userId, courseId);
  if (!outcome.ok) throw new Forbidden(NOT_ENROLLED_MSG);
  const { prompt } = await ratingOf(user.userId, courseId);
  return { msg: RATING_MESSAGES.dismissed, ratingPrompt: prompt };
}

export function reviewSortOf(sort: string | undefined): ReviewSort {
  if (!sort) return 'helpful';
  if ((REVIEW_SORTS as readonly string[]).includes(sort)) return sort as ReviewSort;
  throw new BadRequest(
    message('{name} must be one of {values}.', { name: fieldName('sort'), values: REVIEW_SORTS.join(', ') }),
  );
}

export async function markReviewHelpful(user: SessionUser, reviewId: string, value: 0 | 1) {
  const outcome = await markHelpful(user.userId, reviewId, value, RATE_LIMITS.votesPerLearner);
  if (outcome.ok) return outcome.value;
  switch (outcome.refused) {
    case 'no-account':
      throw new Unauthorized();
    case 'gone':
      throw new NotFound(RATING_MESSAGES.reviewGone);
    case 'own-post':
      throw new Forbidden(RATING_MESSAGES.ownReview);
    case 'rate-limited':
      throw usedUp(
        RATE_LIMITS.votesPerLearner,
        'You have voted a lot this hour. Please wait before voting again.',
      );
    default:
      throw new StillContended('The review kept changing while the vote was counted.');
  }
}

/** A report of a review; `first` false for a repeated one (nothing changed). */
export async function reportOneReview(user: SessionUser, reviewId: string, reason: string) {
  const outcome = await reportReview(
    user,
    reviewId,
    reason,
    RATE_LIMITS.chatReportsPerLearner,
    expiresIn(REPORT_TTL_SECONDS),
  );
  if (outcome.ok) return outcome.value;
  if (outcome.refused === 'no-account') throw new Unauthorized();
  if (outcome.refused === 'gone') throw new NotFound(RATING_MESSAGES.reviewGone);
  if (outcome.refused === 'own-post') throw new Forbidden(RATING_MESSAGES.reportOwn);
  throw usedUp(
    RATE_LIMITS.chatReportsPerLearner,
    'You have reported a lot this hour, thank you. Please wait before reporting more.',
  );
}

/** An admin's deletion of a review: the rating goes with it, so the course's totals drop. */
export async function deleteReview(reviewId: string): Promise<void> {
  const outcome = await removeRating(() => getReview(reviewId, true));
  if (!outcome.ok) {
    if (outcome.refused === 'gone') throw new NotFound(RATING_MESSAGES.reviewGone);
    throw new StillContended('The review kept changing while it was deleted.');
  }
}
