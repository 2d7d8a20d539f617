import { quizBodySchema, readQuiz } from '../../shared/quizzes';
import { created, http } from '../lib/http';
import { addQuiz } from './authoring';

export const handler = http(
  'POST /api/admin/course/{courseId}/quizzes',
  quizBodySchema((input) => readQuiz(input)),
  async ({ body, params }) => created(await addQuiz(params.courseId!, body)),
);
