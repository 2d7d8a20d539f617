import { quizOrderSchema } from '../../shared/quizzes';
import { http, ok } from '../lib/http';
import { reorderQuizzes } from './authoring';

export const handler = http(
  'PUT /api/admin/course/{courseId}/quiz-order',
  quizOrderSchema,
  async ({ body, params }) => ok(await reorderQuizzes(params.courseId!, body.quizIds)),
);
