import { http, ok } from '../lib/http';
import { playOf } from './enrolment';

export const handler = http('GET /api/course/play/{id}', null, async ({ params, user }) =>
  ok(await playOf(user.userId, params.id!)),
);
