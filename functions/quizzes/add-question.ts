import type { QuestionDraft } from '../../shared/quizzes';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { addQuestion } from './authoring';

export async function addQuizQuestion({
  body,
  params,
}: HttpRequest<QuestionDraft, 'quizId'>): Promise<Reply> {
  return created(await addQuestion(params.quizId, body));
}
