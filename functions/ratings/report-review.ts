import { RATING_MESSAGES, type reviewReportSchema } from '../../shared/ratings';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, ok, type Reply } from '../runtime/http';
import { reportOneReview } from './ratings';

/** 201 for a new report; 200 for one the learner made before (nothing changes). */
export async function reportReviewRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof reviewReportSchema>, 'id'>): Promise<Reply> {
  const { first } = await reportOneReview(user, params.id, body.reason);
  return first ? created({ msg: RATING_MESSAGES.reported }) : ok({ msg: RATING_MESSAGES.alreadyReported });
}
