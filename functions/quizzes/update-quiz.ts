import type { QuizUpdate } from '../../shared/quizzes';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { updateQuiz } from './authoring';

export async function updateQuizSettings({
  body,
  params,
}: HttpRequest<QuizUpdate, 'quizId'>): Promise<Reply> {
  return ok(await updateQuiz(params.quizId, body));
}
