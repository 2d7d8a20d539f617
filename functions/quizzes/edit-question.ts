import type { QuestionDraft } from '../../shared/quizzes';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { editQuestion } from './authoring';

export async function editQuizQuestion({
  body,
  params,
}: HttpRequest<QuestionDraft, 'quizId' | 'questionId'>): Promise<Reply> {
  return ok(await editQuestion(params.quizId, params.questionId, body));
}
