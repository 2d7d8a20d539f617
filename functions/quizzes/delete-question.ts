import { http, ok } from '../lib/http';
import { deleteQuestion } from './authoring';

export const handler = http(
  'DELETE /api/admin/quiz/{quizId}/questions/{questionId}',
  null,
  async ({ params }) => ok(await deleteQuestion(params.quizId!, params.questionId!)),
);
