import { http, ok } from '../lib/http';
import { requireCourse } from './catalogue';

export const handler = http('GET /api/course/detail/{id}', null, async ({ params }) =>
  ok(await requireCourse(params.id!)),
);
