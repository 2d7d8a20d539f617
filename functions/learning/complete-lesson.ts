import { completeLessonSchema } from '../../shared/learning';
import { http, ok } from '../lib/http';
import { completeLesson } from './progress';

export const handler = http('PUT /api/lesson/complete', completeLessonSchema, async ({ body, user }) =>
  ok(await completeLesson(user.userId, body)),
);
