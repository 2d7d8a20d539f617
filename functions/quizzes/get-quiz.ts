import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { quizFor } from './taking';

export async function getQuizForLearner({ params, user }: HttpRequest<undefined, 'quizId'>): Promise<Reply> {
  return ok(await quizFor(user.userId, params.quizId));
}
