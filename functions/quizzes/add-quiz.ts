import type { QuizDraft } from '../../shared/quizzes';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { addQuiz } from './authoring';

export async function addQuizToCourse({ body, params }: HttpRequest<QuizDraft, 'courseId'>): Promise<Reply> {
  return created(await addQuiz(params.courseId, body));
}
