import { attemptSchema } from '../../shared/quizzes';
import { http, ok } from '../lib/http';
import { attempt } from './taking';

export const handler = http(
  'POST /api/quiz/{quizId}/attempt',
  attemptSchema,
  async ({ body, params, user }) => ok(await attempt(user.userId, params.quizId!, body.answers)),
);
