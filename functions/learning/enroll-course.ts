import { enrollSchema } from '../../shared/learning';
import { http, ok } from '../lib/http';
import { enrolIn } from './enrolment';

export const handler = http('POST /api/enroll', enrollSchema, async ({ body, user }) =>
  ok(await enrolIn(user.userId, body.courseId)),
);
