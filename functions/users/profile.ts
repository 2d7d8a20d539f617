/**
 * The caller's own account: what it shows of itself, and a new name. A new name applies at once
 * wherever it is read from the account or the session: the navigation bar (the answer carries a new
 * access cookie with it), new chat messages (the open connections take it) and whatever is written
 * from now on; certificates already issued keep the name they were issued with.
 */
import type { AccountProfile } from '../../shared/account';
import { renameConnections } from '../data/connections';
import { getUser, renameUser } from '../data/users';
import { Unauthorized } from '../lib/errors';
import { accessOnlyCookies, type SessionUser, signAccessToken } from '../lib/session';

/** The account behind the session, or 401 once it is gone or being deleted. */
export async function readProfile(userId: string): Promise<AccountProfile> {
  const user = await getUser(userId);
  if (!user) throw new Unauthorized();
  return { _id: user._id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt };
}

/** Renames the account and answers the cookie that carries the new name in this browser's session. */
export async function rename(session: SessionUser, name: string): Promise<string[]> {
  if (!(await renameUser(session.userId, name))) throw new Unauthorized();
  const [access] = await Promise.all([
    signAccessToken({ ...session, name }),
    renameConnections(session.userId, name),
  ]);
  return accessOnlyCookies(access);
}
