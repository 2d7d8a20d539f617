import { http, ok } from '../lib/http';
import { recommendedFor } from './catalogue';

export const handler = http('GET /api/recommended/course', null, async ({ user }) =>
  ok(await recommendedFor(user.userId)),
);
