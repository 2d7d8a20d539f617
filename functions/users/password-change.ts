/**
 * Changing the password while logged in. The session it is changed in stays; every other session
 * ends with its chat sockets, and every outstanding reset or verification link dies, so whoever
 * held an old session or a mailed link is out.
 */
import { hashPassword } from '../auth/passwords';
import { endEverySession } from '../auth/sign-out';
import { deleteLinkTokens } from '../data/tokens';
import { getUser, upgradePasswordHash } from '../data/users';
import { Conflict } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { type PasswordProof, requirePassword } from './current-password';

export const CHANGED_MEANWHILE_MSG =
  'Your password was changed at the same moment elsewhere. Please try again.';

export async function changePassword(
  session: SessionUser,
  proof: Omit<PasswordProof, 'userId'>,
  newPassword: string,
): Promise<void> {
  const user = await requirePassword({ ...proof, userId: session.userId }, getUser);
  const next = await hashPassword(newPassword);
  // Only over the hash just checked: a reset that landed in between wins, and this change is refused.
  if (!(await upgradePasswordHash(user._id, user.passwordHash, next)))
    throw new Conflict(CHANGED_MEANWHILE_MSG);
  await Promise.all([deleteLinkTokens(user._id), endEverySession(user._id, session.sessionId)]);
}
