import { RATING_MESSAGES } from '../../shared/ratings';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { deleteReview } from './ratings';

export async function deleteReviewRoute({ params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await deleteReview(params.id);
  return ok({ msg: RATING_MESSAGES.reviewDeleted });
}
