import type { attemptSchema } from '../../shared/quizzes';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { attempt } from './taking';

/** Over an attempt limit, the thrown AttemptsUsedUp answers 429 with `retryAt` and Retry-After. */
export async function attemptQuiz({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof attemptSchema>, 'quizId'>): Promise<Reply> {
  return ok(await attempt(user.userId, params.quizId, body.answers));
}
