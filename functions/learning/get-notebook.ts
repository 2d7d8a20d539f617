import { http, ok } from '../lib/http';
import { notebookOf } from './notebook';

export const handler = http('GET /api/notebook/{courseId}', null, async ({ params, user }) =>
  ok(await notebookOf(user.userId, params.courseId!)),
);
