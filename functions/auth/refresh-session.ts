import { REFRESH_COOKIE } from '../lib/session';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { refresh } from './accounts';

export async function refreshSession({ cookies }: HttpRequest): Promise<Reply> {
  const refreshed = await refresh(cookies[REFRESH_COOKIE]);
  // An ended session is cleared in the browser too, so the app stops asking on every load.
  if ('ended' in refreshed)
    return { status: 401, body: { msg: refreshed.ended }, cookies: refreshed.cookies };
  return ok(refreshed.session, refreshed.cookies);
}
