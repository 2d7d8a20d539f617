import { quizBodySchema, readQuizUpdate } from '../../shared/quizzes';
import { http, ok } from '../lib/http';
import { updateQuiz } from './authoring';

export const handler = http(
  'PUT /api/admin/quiz/{quizId}',
  quizBodySchema(readQuizUpdate),
  async ({ body, params }) => ok(await updateQuiz(params.quizId!, body)),
);
