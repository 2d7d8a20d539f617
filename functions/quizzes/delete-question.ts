import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { deleteQuestion } from './authoring';

export async function deleteQuizQuestion({
  params,
}: HttpRequest<undefined, 'quizId' | 'questionId'>): Promise<Reply> {
  return ok(await deleteQuestion(params.quizId, params.questionId));
}
