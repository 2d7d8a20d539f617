/** The ratings and reviews calls of the API contract (docs/api.md, "Ratings and reviews"). */
import type { RatingAnswer, RatingDeleted, RatingPrompt, ReviewSort, ReviewsPage } from '@shared/ratings';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

const id = encodeURIComponent;
const ratingPath = (courseId: string) => `/api/course/${id(courseId)}/rating`;

export const ratingsApi = {
  rate: (courseId: string, rating: { stars: number; review: string }) =>
    api<RatingAnswer & Partial<MsgResponse>>(ratingPath(courseId), 'PUT', rating),
  unrate: (courseId: string) => api<RatingDeleted>(ratingPath(courseId), 'DELETE'),
  dismissPrompt: (courseId: string) =>
    api<MsgResponse & { ratingPrompt?: RatingPrompt }>(`${ratingPath(courseId)}/dismiss`, 'POST'),
  reviews: (courseId: string, sort: ReviewSort, cursor?: string) => {
    const query = new URLSearchParams({ sort, ...(cursor ? { cursor } : {}) });
    return api<ReviewsPage & Partial<MsgResponse>>(`/api/course/${id(courseId)}/reviews?${query}`);
  },
  markHelpful: (reviewId: string, value: 0 | 1) =>
    api<{ helpful: number; myHelpful: 0 | 1 } & Partial<MsgResponse>>(
      `/api/reviews/${id(reviewId)}/helpful`,
      'PUT',
      { value },
    ),
  report: (reviewId: string, reason: string) =>
    api<MsgResponse>(`/api/reviews/${id(reviewId)}/report`, 'POST', { reason }),
  /** An admin's: the review goes, and the rating with it. */
  deleteReview: (reviewId: string) => api<MsgResponse>(`/api/reviews/${id(reviewId)}`, 'DELETE'),
  /** An admin's: the review stays, its open reports are closed. */
  dismissReports: (reviewId: string) => api<MsgResponse>(`/api/reviews/${id(reviewId)}/dismiss`, 'POST'),
};
