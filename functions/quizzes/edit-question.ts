import { questionSchema } from '../../shared/quizzes';
import { http, ok } from '../lib/http';
import { editQuestion } from './authoring';

export const handler = http(
  'PUT /api/admin/quiz/{quizId}/questions/{questionId}',
  questionSchema,
  async ({ body, params }) => ok(await editQuestion(params.quizId!, params.questionId!, body)),
);
