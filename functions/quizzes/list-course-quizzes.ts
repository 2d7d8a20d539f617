import { http, ok } from '../lib/http';
import { courseQuizzesOf } from './taking';

export const handler = http('GET /api/course/{courseId}/quizzes', null, async ({ params, user }) =>
  ok(await courseQuizzesOf(user.userId, params.courseId!)),
);
