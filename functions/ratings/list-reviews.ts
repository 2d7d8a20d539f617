import type { ReviewsPage } from '../../shared/ratings';
import { courseRatings } from '../data/ratings';
import { listReviews } from '../data/reviews';
import { COURSE_NOT_FOUND } from '../learning/catalogue';
import { NotFound } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { reviewSortOf } from './ratings';

/** Open to anyone; a logged-in caller also learns which reviews are theirs and which they marked. */
export async function listReviewsRoute({
  params,
  query,
  session,
}: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  const sort = reviewSortOf(query.sort || undefined);
  const totals = await courseRatings(params.courseId, false);
  if (!totals) throw new NotFound(COURSE_NOT_FOUND);
  const page = await listReviews(params.courseId, sort, query.cursor || undefined, session?.userId ?? null);
  const answer: ReviewsPage = { ...page, ...totals.summary, histogram: totals.histogram };
  return ok(answer);
}
