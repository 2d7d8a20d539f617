/**
 * The caller's own account: what it shows of itself, and a new name. A new name applies at once
 * wherever it is read from the account: new chat messages (the open connections take it), the next
 * session refresh (which the app asks for right away, so the navigation bar, new sockets and new
 * discussion posts carry it) and whatever is written from now on; certificates already issued keep
 * the name they were issued with. This function signs no token itself: only login and refresh hold
 * the session signing key.
 */
import type { AccountProfile } from '../../shared/account';
import { renameConnections } from '../data/connections';
import { getUser, renameUser } from '../data/users';
import { Unauthorized } from '../lib/errors';
import { accountProfileOf } from './account-profile';

/** The account behind the session, or 401 once it is gone or being deleted. */
export async function readProfile(userId: string): Promise<AccountProfile> {
  const user = await getUser(userId);
  if (!user) throw new Unauthorized();
  return accountProfileOf(user);
}

/** Renames the account and the chat connections it has open. */
export async function rename(userId: string, name: string): Promise<void> {
  if (!(await renameUser(userId, name)).ok) throw new Unauthorized();
  await renameConnections(userId, name);
}
