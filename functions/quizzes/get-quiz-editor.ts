import { http, ok } from '../lib/http';
import { editorDataOf } from './authoring';

export const handler = http('GET /api/admin/course/{courseId}/quizzes', null, async ({ params }) =>
  ok(await editorDataOf(params.courseId!)),
);
