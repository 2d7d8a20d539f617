import { http, ok } from '../lib/http';
import { dashboardOf } from './enrolment';

export const handler = http('GET /api/users/dashboard', null, async ({ user }) =>
  ok(await dashboardOf(user.userId)),
);
