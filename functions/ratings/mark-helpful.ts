import type { helpfulSchema } from '../../shared/ratings';
import { AttemptsUsedUp } from '../quizzes/attempt-limit';
import { tooSoon } from '../quizzes/attempt-quiz';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { markReviewHelpful } from './ratings';

export async function markHelpfulRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof helpfulSchema>, 'id'>): Promise<Reply> {
  try {
    return ok(await markReviewHelpful(user, params.id, body.value));
  } catch (error) {
    if (error instanceof AttemptsUsedUp) return tooSoon(error);
    throw error;
  }
}
