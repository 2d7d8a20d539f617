import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { deleteQuiz } from './authoring';

export async function deleteQuizById({ params }: HttpRequest<undefined, 'quizId'>): Promise<Reply> {
  await deleteQuiz(params.quizId);
  return ok({ msg: 'Quiz deleted.' });
}
