import { http, ok } from '../lib/http';
import { deleteQuiz } from './authoring';

export const handler = http('DELETE /api/admin/quiz/{quizId}', null, async ({ params }) => {
  await deleteQuiz(params.quizId!);
  return ok({ msg: 'Quiz deleted.' });
});
