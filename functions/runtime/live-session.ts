/**
 * The session check of every call behind a login: the token's session and the account, read from
 * storage, so an ended session or a revoked role takes effect on the next call.
 */
import { liveAccount } from '../data/sessions';
import { Forbidden, Unauthorized } from '../lib/errors';
import type { SessionUser } from '../lib/session';

/**
 * The caller of a route behind a login, checked against storage rather than trusted from the token:
 * the session it was issued for must still exist and the account must be live, so logout, a password
 * change or reset, an admin revoke and an account deletion take effect on the next call instead of
 * when the 15-minute token expires. Role and name are the ones stored now: a revoked admin is refused
 * at once (403 on admin routes, a learner's powers elsewhere), a new one let in. One consistent
 * BatchGetItem per call (`liveAccount`); public routes never pay it.
 */
export async function requireLiveSession(
  session: SessionUser | null,
  access: 'user' | 'admin',
): Promise<SessionUser> {
  if (!session?.sessionId) throw new Unauthorized();
  const account = await liveAccount(session.userId, session.sessionId);
  if (!account) throw new Unauthorized();
  if (access === 'admin' && account.role !== 'admin') throw new Forbidden();
  return { ...session, ...account };
}
