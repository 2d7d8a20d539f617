/**
 * A rating as stored (`REVIEW#<reviewId>`), and its places on its course's review lists: GSI1 by
 * time, GSI4 by helpful count, both only while it has text.
 */
import type { MyRating, ReviewItem } from '../../shared/ratings';
import { keys } from './keys';
import type { Item } from './table-client';

/** A rating as stored: a review as listed, with its author's id and its course's. */
export interface StoredRating extends Omit<ReviewItem, '_id' | 'mine' | 'myHelpful'> {
  reviewId: string;
  courseId: string;
  userId: string;
}

export const toStoredRating = (item: Item): StoredRating => ({
  reviewId: String(item.reviewId),
  courseId: String(item.courseId),
  userId: String(item.userId ?? ''),
  author: String(item.author),
  stars: Number(item.stars),
  review: String(item.review ?? ''),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  helpful: Number(item.helpful ?? 0),
});

export const myRatingOf = (rating: StoredRating): MyRating => ({
  stars: rating.stars,
  review: rating.review,
  createdAt: rating.createdAt,
  updatedAt: rating.updatedAt,
});

/** The helpful rank of a review on GSI4: helpful count (zero-padded), then time, then id. */
export const helpfulRank = (helpful: number, updatedAt: string, reviewId: string) =>
  `${String(helpful).padStart(10, '0')}#${updatedAt}#${reviewId}`;

/** The review's places on its course's lists; none for stars without text, which are not listed. */
function listing(rating: StoredRating): Record<string, string> {
  if (!rating.review) return {};
  const partition = keys.courseReviews(rating.courseId);
  return {
    gsi1pk: partition,
    gsi1sk: `${rating.updatedAt}#${rating.reviewId}`,
    gsi4pk: partition,
    gsi4sk: helpfulRank(rating.helpful, rating.updatedAt, rating.reviewId),
  };
}

/** The stored item of a rating, on its course's review lists when it has text. */
export const ratingItem = (rating: StoredRating): Item => ({
  ...keys.review(rating.reviewId),
  type: 'rating',
  ...rating,
  ...listing(rating),
});
