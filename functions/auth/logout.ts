import { http, ok } from '../lib/http';
import { REFRESH_COOKIE } from '../lib/session';
import { logout } from './accounts';

export const handler = http('GET /api/logout', null, async ({ cookies }) => {
  return ok({ msg: 'Logged out.' }, await logout(cookies[REFRESH_COOKIE]));
});
