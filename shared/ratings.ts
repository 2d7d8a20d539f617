/**
 * Course ratings and reviews: the input rules (shared by the course page, the player's prompt and the
 * Lambdas that enforce them), the answer shapes, and the prior of the catalogue's `rating` order.
 */
import { LIMITS } from './constants';
import { fieldName, message } from './message';
import { type Field, fail, object, optional, userText } from './validation';

export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const REVIEW_MAX = 2000;
/** Reviews per page of `GET /api/course/{courseId}/reviews`. */
export const REVIEWS_PAGE = 20;
/** A learner earns a say once they have completed this many lessons of the course. */
export const RATING_LESSONS_MIN = 1;
/** The player asks for a rating after this many completed lessons (or at the course's end). */
export const RATING_PROMPT_AFTER_LESSONS = 3;

/**
 * The catalogue's `rating` order ranks a course by its Bayesian average: its ratings plus
 * `count` imagined ratings of `stars` each, so one 5-star vote cannot top courses that many rated
 * well. 3.5 stars is about where ratings of free courses gather; 5 imagined votes let a course's own
 * ratings outweigh the prior from its sixth on.
 */
export const RATING_PRIOR = { count: 5, stars: 3.5 } as const;

/** The order a review list is read in: most found helpful first, or most recently written first. */
export const REVIEW_SORTS = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const RATING_MESSAGES = {
  stars: `Choose from ${STARS_MIN} to ${STARS_MAX} stars.`,
  review: `A review has at most ${REVIEW_MAX} characters.`,
  notEnrolled: 'Enrol in this course and complete a lesson before you rate it.',
  noLessonDone: 'Complete at least one lesson of this course before you rate it.',
  saved: 'Thank you for rating this course.',
  deleted: 'Your rating was deleted.',
  noRating: 'You have not rated this course.',
  dismissed: 'We will not ask again. You can rate this course from its page at any time.',
  reviewGone: 'This review no longer exists.',
  ownReview: 'You cannot vote for your own review.',
  reportOwn: 'You cannot report your own review.',
  reported: 'Thank you. An admin will look at this review.',
  alreadyReported: 'You have already reported this review. An admin will look at it.',
  reasonRequired: `Please say why you report this review (up to ${LIMITS.chatMessageMax} characters).`,
  reviewDeleted: 'The review was deleted.',
  reportsDismissed: 'The reports on this review were dismissed.',
  noOpenReports: 'There are no open reports on this review.',
} as const;

const stars: Field<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= STARS_MIN && value <= STARS_MAX
    ? { ok: true, value }
    : { ok: false, msg: RATING_MESSAGES.stars };

/** A review keeps its line breaks; blank or absent means stars without text. */
export const reviewText = optional(
  userText({ min: 0, max: REVIEW_MAX, multiline: true, msg: RATING_MESSAGES.review }),
  '',
);

export const ratingSchema = object({ stars, review: reviewText });

/** 1 marks the review helpful, 0 takes the mark back (the discussion's vote rules). */
const helpfulValue: Field<0 | 1> = (value, name) =>
  value === 0 || value === 1
    ? { ok: true, value }
    : fail(message('{name} must be 1 or 0.', { name: fieldName(name) }));
export const helpfulSchema = object({ value: helpfulValue });

/** A report on a review: why, as for a chat message (1 to 200 characters, kept as written). */
export const reviewReportSchema = object({
  reason: userText({ max: LIMITS.chatMessageMax, msg: RATING_MESSAGES.reasonRequired, multiline: true }),
});

/** A course's rating as every course answer carries it; `average` is null while `count` is 0. */
export interface RatingSummary {
  /** The mean of the stars, to one decimal. */
  average: number | null;
  count: number;
}

/** The caller's own rating of a course. */
export interface MyRating {
  stars: number;
  /** '' for stars without text. */
  review: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether the player may ask for a rating: `ask` until the learner rates or dismisses the prompt
 * (the player shows it after the third completed lesson or at the course's end), then `answered`
 * or `dismissed` for good, also after the rating is deleted.
 */
export type RatingPrompt = 'ask' | 'answered' | 'dismissed';

/** `PUT /api/course/{courseId}/rating`. */
export interface RatingAnswer {
  rating: RatingSummary;
  mine: MyRating;
}

/** `DELETE /api/course/{courseId}/rating`. */
export interface RatingDeleted {
  msg: string;
  rating: RatingSummary;
}

export interface ReviewItem extends MyRating {
  _id: string;
  /** The author's display name, or `Deleted learner`. */
  author: string;
  /** How many learners found it helpful. */
  helpful: number;
  /** True when the caller wrote it (cannot vote or report; edits it as their rating). */
  mine: boolean;
  /** 1 when the caller marked it helpful, else 0. */
  myHelpful: 0 | 1;
}

export type StarHistogram = Record<'1' | '2' | '3' | '4' | '5', number>;

/** `GET /api/course/{courseId}/reviews`. */
export interface ReviewsPage {
  items: ReviewItem[];
  next: string | null;
  average: number | null;
  count: number;
  histogram: StarHistogram;
}

/** The mean of `sum` over `count` ratings, to one decimal, as every answer gives it. */
export const averageOf = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

/** A course's place in the `rating` order: its Bayesian average with `RATING_PRIOR`. */
export const bayesianScore = (sum: number, count: number): number =>
  (sum + RATING_PRIOR.count * RATING_PRIOR.stars) / (count + RATING_PRIOR.count);

/** A reported review as the moderation queue lists it: the review as it was, and every report. */
export interface ReportedReview {
  review: ReviewItem & { courseId: string };
  reports: Array<{ reporter: string; reason: string; reportedAt: string }>;
}
