import type { attemptSchema } from '../../shared/quizzes';
import { type HttpRequest, ok, type Reply } from '../lib/http';
import type { BodyOf } from '../route-types';
import { attempt } from './taking';

export async function attemptQuiz({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof attemptSchema>, 'quizId'>): Promise<Reply> {
  return ok(await attempt(user.userId, params.quizId, body.answers));
}
