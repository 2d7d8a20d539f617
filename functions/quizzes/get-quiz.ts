import { http, ok } from '../lib/http';
import { quizFor } from './taking';

export const handler = http('GET /api/quiz/{quizId}', null, async ({ params, user }) =>
  ok(await quizFor(user.userId, params.quizId!)),
);
