import type { SessionWithAccount } from '../../shared/account';
import { fieldName, message } from '../../shared/message';
import { BadRequest } from '../lib/errors';
import { REFRESH_COOKIE } from '../lib/session';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { accountProfileOf } from '../users/account-profile';
import { refresh } from './accounts';

/** `?account=1` asks for the account along with the session; absent or `0`, the session alone. */
function asksForAccount(value: string | undefined): boolean {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw new BadRequest(message('{name} must be 1 or 0.', { name: fieldName('account') }));
}

export async function refreshSession({ cookies, query }: HttpRequest): Promise<Reply> {
  // Checked first: a refused request must not rotate the secret the browser holds.
  const withAccount = asksForAccount(query.account);
  const refreshed = await refresh(cookies[REFRESH_COOKIE]);
  // An ended session is cleared in the browser too, so the app stops asking on every load.
  if ('ended' in refreshed)
    return { status: 401, body: { msg: refreshed.ended }, cookies: refreshed.cookies };
  if (!withAccount) return ok(refreshed.session, refreshed.cookies);
  // The account of the session the refresh secret just proved, from the profile item the refresh
  // read anyway: no further read, and never for an access cookie alone.
  const answer: SessionWithAccount = { ...refreshed.session, account: accountProfileOf(refreshed.user) };
  return ok(answer, refreshed.cookies);
}
