/**
 * Account and session rules: registration with e-mail verification, login, session refresh and
 * logout, and the password reset flow. Handlers in this folder are thin shells around these.
 */
import bcrypt from 'bcryptjs';
import { MESSAGES } from '../../shared/constants';
import type { Session } from '../../shared/types';
import { normaliseEmail } from '../../shared/validation';
import { RATE_LIMITS } from '../data/rate-limits';
import {
  endAllSessions,
  endSession,
  formatRefreshToken,
  parseRefreshToken,
  rotateSession,
  startSession,
} from '../data/sessions';
import { consumeLinkToken, isLinkTokenValid, issueLinkToken, revokeLinkToken } from '../data/tokens';
import { createUser, deleteUnverifiedUser, findUserByEmail, getUser, type User } from '../data/users';
import { config } from '../lib/config';
import { newId } from '../lib/crypto';
import { Conflict, Forbidden, Unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import { linkMail, sendMail } from '../lib/mail';
import { consume } from '../lib/rate-limit';
import { clearedSessionCookies, type SessionUser, sessionCookies, signAccessToken } from '../lib/session';

/**
 * Compared against when the address is unknown, so a login takes as long whether or not it exists.
 * A fixed hash of a random string nobody knows, at cost 10: computing one at load would add a
 * bcrypt round to every cold start of the account functions.
 */
const DUMMY_HASH = '$2b$10$4w6VP8XQuv3pd53lhN4y6O/HjY9.VdydArCARjNzEygiWg7xJ1BUO';

export const REGISTERED_MSG =
  'We sent a verification link to your e-mail address. Open it to activate your account.';
export const RESET_SENT_MSG = 'If an account uses this address, a link to reset the password is on its way.';

const verifyLink = (userId: string, token: string) => `${config.siteUrl}/users/${userId}/verify/${token}`;
const resetLink = (userId: string, token: string) => `${config.siteUrl}/users/${userId}/reset/${token}`;

async function sendVerificationMail(user: Pick<User, '_id' | 'name' | 'email'>): Promise<void> {
  const token = await issueLinkToken('verify', user._id);
  try {
    await sendMail(
      linkMail(
        user.email,
        'Verify your e-mail address',
        user.name,
        'Welcome to LearnFree! Please confirm that this address is yours.',
        'Verify my e-mail',
        verifyLink(user._id, token),
      ),
    );
  } catch (error) {
    // A link nobody received must not outlive the failed attempt (nor the account register undoes).
    await revokeLinkToken('verify', user._id, token).catch((cleanup: unknown) =>
      log.error('verification token clean-up failed', { userId: user._id, error: cleanup }),
    );
    throw error;
  }
}

export async function register(
  input: { name: string; email: string; password: string },
  sourceIp: string,
): Promise<void> {
  await consume(RATE_LIMITS.registerPerSource, sourceIp);
  const user: User = {
    _id: newId(),
    name: input.name,
    email: normaliseEmail(input.email),
    passwordHash: await bcrypt.hash(input.password, config.bcryptCost),
    verified: false,
    role: config.adminEmail === normaliseEmail(input.email) ? 'admin' : 'user',
    createdAt: new Date().toISOString(),
  };
  if (!(await createUser(user))) throw new Conflict('An account with this e-mail already exists.');
  try {
    await sendVerificationMail(user);
  } catch (error) {
    // Without the mail the account could never be used, and it would block a retry: undo it.
    await deleteUnverifiedUser(user).catch((cleanup: unknown) =>
      log.error('register clean-up failed', { userId: user._id, error: cleanup }),
    );
    throw error;
  }
}

export async function verifyEmail(userId: string, token: string): Promise<boolean> {
  return consumeLinkToken('verify', userId, token, { verified: true });
}

export interface IssuedSession {
  session: Session;
  cookies: string[];
}

async function issueSession(
  user: Pick<User, '_id' | 'name' | 'role'>,
  refresh?: string,
): Promise<IssuedSession> {
  const sessionUser: SessionUser = { userId: user._id, name: user.name, role: user.role };
  const refreshToken = refresh ?? formatRefreshToken(await startSession(user._id));
  return {
    session: { loggedIn: true, name: user.name, role: user.role },
    cookies: sessionCookies(await signAccessToken(sessionUser), refreshToken),
  };
}

export async function login(email: string, password: string, sourceIp: string): Promise<IssuedSession> {
  const address = normaliseEmail(email);
  await Promise.all([
    consume(RATE_LIMITS.loginPerAddress, address),
    consume(RATE_LIMITS.loginPerSource, sourceIp),
  ]);
  const user = await findUserByEmail(address);
  const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw new Unauthorized('Invalid email or password.');
  if (!user.verified) {
    // The first mail may be lost or expired: each login attempt with the right password sends a fresh one.
    await sendVerificationMail(user);
    throw new Forbidden(MESSAGES.notVerified);
  }
  return issueSession(user);
}

/** Rotates the refresh token and issues a new access token with the current name and role. */
export async function refresh(refreshCookie: string | undefined): Promise<IssuedSession> {
  const token = parseRefreshToken(refreshCookie);
  if (!token) throw new Unauthorized('Not logged in.');
  const [next, user] = await Promise.all([rotateSession(token), getUser(token.userId)]);
  if (!next || !user) throw new Unauthorized('Your session has ended, please log in again.');
  return issueSession(user, formatRefreshToken(next));
}

export async function logout(refreshCookie: string | undefined): Promise<string[]> {
  const token = parseRefreshToken(refreshCookie);
  if (token) await endSession(token);
  return clearedSessionCookies();
}

export async function requestPasswordReset(email: string, sourceIp: string): Promise<void> {
  const address = normaliseEmail(email);
  await Promise.all([
    consume(RATE_LIMITS.forgotPerAddress, address),
    consume(RATE_LIMITS.forgotPerSource, sourceIp),
  ]);
  const user = await findUserByEmail(address);
  if (!user) return; // same answer either way: the page must not reveal who has an account
  const token = await issueLinkToken('reset', user._id);
  await sendMail(
    linkMail(
      user.email,
      'Reset your password',
      user.name,
      'Someone asked to reset the password of your LearnFree account.',
      'Choose a new password',
      resetLink(user._id, token),
    ),
  );
}

export const isResetLinkValid = (userId: string, token: string) => isLinkTokenValid('reset', userId, token);

/** Sets the new password if the link is valid, verifies the address (the mail reached its owner) and ends every session. */
export async function resetPassword(userId: string, token: string, password: string): Promise<boolean> {
  const passwordHash = await bcrypt.hash(password, config.bcryptCost);
  const done = await consumeLinkToken('reset', userId, token, { passwordHash, verified: true });
  if (done) await endAllSessions(userId);
  return done;
}
