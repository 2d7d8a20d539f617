/**
 * Asking for the password again before a password change or an account deletion. It is checked
 * the way login checks it, and under the same limits: a wrong one counts toward the login limits of
 * the address (so a stolen session cannot be used to guess the password), a right one never does.
 */
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { forgiveLoginAttempt, reserveLoginAttempt } from '../auth/login-throttle';
import { checkPassword } from '../auth/passwords';
import { isKnownDevice } from '../data/devices';
import type { User } from '../data/users';
import { BadRequest, Unauthorized } from '../lib/errors';
import { DEVICE_COOKIE } from '../lib/session';

export interface PasswordProof {
  userId: string;
  password: string;
  sourceIp: string;
  /** This browser's device cookie: a known device is spared the per-address ceiling, as at login. */
  deviceSecret: string | undefined;
}

/** The proof a request gives with `password`: the address it comes from and its device cookie. */
export const passwordProof = (
  request: { sourceIp: string; cookies: Record<string, string> },
  password: string,
): Omit<PasswordProof, 'userId'> => ({
  password,
  sourceIp: request.sourceIp,
  deviceSecret: request.cookies[DEVICE_COOKIE],
});

/**
 * The account read by `read`, once `proof.password` is its password; 401 when the account is gone,
 * 400 for a wrong password, 429 over a login limit.
 */
export async function requirePassword(
  proof: PasswordProof,
  read: (userId: string) => Promise<User | null>,
): Promise<User> {
  const [user, knownDevice] = await Promise.all([
    read(proof.userId),
    isKnownDevice(proof.userId, proof.deviceSecret),
  ]);
  if (!user) throw new Unauthorized();
  const attempt = await reserveLoginAttempt(user.email, proof.sourceIp, knownDevice);
  const { matches } = await checkPassword(proof.password, user.passwordHash);
  if (!matches) throw new BadRequest(ACCOUNT_MESSAGES.wrongPassword);
  await forgiveLoginAttempt(attempt);
  return user;
}
