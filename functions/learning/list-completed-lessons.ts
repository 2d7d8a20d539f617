import { http, ok } from '../lib/http';
import { completedLessons } from './progress';

export const handler = http('GET /api/lesson/completed/{courseId}', null, async ({ params, user }) =>
  ok(await completedLessons(user.userId, params.courseId!)),
);
