import { RATING_MESSAGES, type reviewReportSchema } from '../../shared/ratings';
import { AttemptsUsedUp } from '../quizzes/attempt-limit';
import { tooSoon } from '../quizzes/attempt-quiz';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, ok, type Reply } from '../runtime/http';
import { reportOneReview } from './ratings';

/** 201 for a new report; 200 for one the learner made before (nothing changes). */
export async function reportReviewRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof reviewReportSchema>, 'id'>): Promise<Reply> {
  try {
    const { first } = await reportOneReview(user, params.id, body.reason);
    return first ? created({ msg: RATING_MESSAGES.reported }) : ok({ msg: RATING_MESSAGES.alreadyReported });
  } catch (error) {
    if (error instanceof AttemptsUsedUp) return tooSoon(error);
    throw error;
  }
}
