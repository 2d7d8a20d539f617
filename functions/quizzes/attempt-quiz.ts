import type { attemptSchema } from '../../shared/quizzes';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { AttemptsUsedUp } from './attempt-limit';
import { attempt } from './taking';

/** A 429 over an attempt limit: `{msg, retryAt}`, and Retry-After in whole seconds for HTTP clients. */
export function tooSoon(refusal: AttemptsUsedUp): Reply {
  const seconds = Math.max(1, Math.ceil((Date.parse(refusal.retryAt) - Date.now()) / 1000));
  return {
    status: refusal.status,
    body: { msg: refusal.message, retryAt: refusal.retryAt },
    headers: { 'retry-after': String(seconds) },
  };
}

export async function attemptQuiz({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof attemptSchema>, 'quizId'>): Promise<Reply> {
  try {
    return ok(await attempt(user.userId, params.quizId, body.answers));
  } catch (error) {
    if (error instanceof AttemptsUsedUp) return tooSoon(error);
    throw error;
  }
}
