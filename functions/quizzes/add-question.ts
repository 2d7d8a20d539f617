import { questionSchema } from '../../shared/quizzes';
import { created, http } from '../lib/http';
import { addQuestion } from './authoring';

export const handler = http(
  'POST /api/admin/quiz/{quizId}/questions',
  questionSchema,
  async ({ body, params }) => created(await addQuestion(params.quizId!, body)),
);
