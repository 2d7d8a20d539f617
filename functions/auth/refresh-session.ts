import { http, ok } from '../lib/http';
import { REFRESH_COOKIE } from '../lib/session';
import { refresh } from './accounts';

export const handler = http('GET /api/token/refresh', null, async ({ cookies }) => {
  const { session, cookies: setCookies } = await refresh(cookies[REFRESH_COOKIE]);
  return ok(session, setCookies);
});
