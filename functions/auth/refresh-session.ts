import { type HttpRequest, ok, type Reply } from '../lib/http';
import { REFRESH_COOKIE } from '../lib/session';
import { refresh } from './accounts';

export async function refreshSession({ cookies }: HttpRequest): Promise<Reply> {
  const { session, cookies: setCookies } = await refresh(cookies[REFRESH_COOKIE]);
  return ok(session, setCookies);
}
