/**
 * Account and session rules: registration with e-mail verification, login, session refresh and
 * logout, and the password reset flow. Handlers in this folder are thin shells around these.
 */

import { MESSAGES } from '../../shared/constants';
import type { UiLanguage } from '../../shared/locale';
import { VERIFICATION_UNDELIVERABLE_MSG } from '../../shared/mail-delivery';
import type { Session } from '../../shared/types';
import { normaliseEmail } from '../../shared/validation';
import { isDeviceSecret, isKnownDevice, rememberDevice } from '../data/devices';
import { RATE_LIMITS } from '../data/rate-limit-table';
import type { RateLimit } from '../data/rate-limits';
import { formatRefreshToken, parseRefreshToken, rotateSession, startSession } from '../data/sessions';
import { consumeLinkToken, deleteLinkTokens, isLinkTokenValid, issueLinkToken } from '../data/tokens';
import {
  createUser,
  deleteUnverifiedUser,
  findUserByEmail,
  findUserIdByEmail,
  getUser,
  type User,
  upgradePasswordHash,
} from '../data/users';
import { config } from '../lib/config';
import { newId, newSecret } from '../lib/crypto';
import { Forbidden, Unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import { mayMail } from '../lib/mail';
import {
  accessOnlyCookies,
  clearedSessionCookies,
  deviceCookie,
  sessionCookies,
  signAccessToken,
} from '../lib/session';
import { consume } from '../runtime/rate-limit';
import { mailOwner, resetLink, sendSignUpNotice, sendVerificationMail } from './account-mail';
import { noSoonerThan } from './even-timing';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { checkPassword, DUMMY_PASSWORD_HASH, hashPassword } from './passwords';
import { closeSockets, endEverySession, endOneSession } from './sign-out';

export const REGISTERED_MSG =
  'We sent a verification link to your e-mail address. Open it to activate your account.';
export const RESET_SENT_MSG = 'If an account uses this address, a link to reset the password is on its way.';
export const RESEND_SENT_MSG =
  'If an account with this address is waiting for verification, a new link is on its way.';
export const SESSION_ENDED_MSG = 'Your session has ended, please log in again.';
/** The one answer to a login that gets no session: unknown address, wrong password, or an account going. */
const BAD_LOGIN = 'Invalid email or password.';

/**
 * Answers the same whether or not the address is taken: a new address gets an account and a
 * verification link, a taken one a notice to its owner. An address whose account expired unverified
 * is free again. Within the per-address mail cap only; over it nothing happens.
 */
export async function register(
  input: { name: string; email: string; password: string; redirect?: string },
  sourceIp: string,
  language: UiLanguage,
): Promise<void> {
  await consume(RATE_LIMITS.registerPerSource, sourceIp);
  const address = normaliseEmail(input.email);
  // Hashed whichever way it goes, so a taken address answers no faster than a new one.
  const [passwordHash, holder] = await Promise.all([hashPassword(input.password), findUserByEmail(address)]);
  if (holder) {
    await sendSignUpNotice(holder);
    return;
  }
  const user = {
    _id: newId(),
    name: input.name,
    email: address,
    passwordHash,
    role: config.adminEmail === address ? 'admin' : 'user',
    createdAt: new Date().toISOString(),
    // The sign-up's language is the account's first choice: its mail speaks it from the start.
    uiLanguage: language,
  } as const;
  if (!(await createUser(user)).ok) return; // claimed at this very moment by another registration
  let sent: boolean;
  try {
    sent = await sendVerificationMail(user, input.redirect);
  } catch (error) {
    // Without the mail the account could never be used, and it would block a retry: undo it.
    await undoRegistration(user);
    throw error;
  }
  if (!sent) await undoRegistration(user); // the address's mail cap is used up: as if never sent
}

async function undoRegistration(user: Pick<User, '_id' | 'email'>): Promise<void> {
  await deleteUnverifiedUser(user).catch((cleanup: unknown) =>
    log.error('register clean-up failed', { userId: user._id, error: cleanup }),
  );
}

type Verification = 'verified' | 'already-verified' | 'invalid';

/**
 * Verifies the address and makes the account (and its claim on the address) permanent. A link that
 * no longer works on an account that is verified (opened a second time, or after another of its
 * links) is `already-verified`: the learner only needs to log in. The account is read again after
 * the attempt, for a second click that raced the first one. Ids of unverified accounts appear only in
 * their own links, so the answer tells nobody anything new about an account.
 */
export async function verifyEmail(userId: string, token: string): Promise<Verification> {
  const user = await getUser(userId);
  if (user === null) return 'invalid';
  if ((await consumeLinkToken('verify', user, token, { verified: true })).ok) return 'verified';
  return (await getUser(userId))?.verified === true ? 'already-verified' : 'invalid';
}

/**
 * Lets `mail` write to the account behind `email`, if there is one, within a limit per address and
 * one per source. Same answer and the same time either way: the page must not reveal who has an account.
 */
async function mailIfAccount(
  email: string,
  sourceIp: string,
  [perAddress, perSource]: readonly [RateLimit, RateLimit],
  mail: (user: User) => Promise<void>,
): Promise<void> {
  const address = normaliseEmail(email);
  await Promise.all([consume(perAddress, address), consume(perSource, sourceIp)]);
  await noSoonerThan(config.evenAnswerMs, async () => {
    const user = await findUserByEmail(address);
    if (user) await mail(user);
  });
}

/**
 * Mails a new verification link to an unverified account; the answer is the same for any address.
 * `returnPath` (a path on this site) rides along as it does at sign-up.
 */
export async function resendVerification(
  email: string,
  sourceIp: string,
  returnPath: string | undefined,
  language: UiLanguage,
): Promise<void> {
  const limits = [RATE_LIMITS.resendPerAddress, RATE_LIMITS.resendPerSource] as const;
  await mailIfAccount(email, sourceIp, limits, async (user) => {
    if (!user.verified) await sendVerificationMail(user, returnPath, language);
  });
}

export interface IssuedSession {
  session: Session;
  cookies: string[];
}

type SessionHolder = Pick<User, '_id' | 'name' | 'role'>;

/** A new access token for one of the user's sessions, and that session as the browser is told of it. */
async function accessFor(
  user: SessionHolder,
  sessionId: string,
): Promise<{ access: string; session: Session }> {
  const access = await signAccessToken({ userId: user._id, name: user.name, role: user.role, sessionId });
  return { access, session: { loggedIn: true, name: user.name, role: user.role } };
}

async function issueSession(
  user: SessionHolder,
  refreshToken: { userId: string; sessionId: string; secret: string },
): Promise<IssuedSession> {
  const { access, session } = await accessFor(user, refreshToken.sessionId);
  return { session, cookies: sessionCookies(access, formatRefreshToken(refreshToken)) };
}

/** The account behind an address and whether this browser logged in to it before (in parallel). */
async function loginTarget(address: string, deviceSecret: string | undefined) {
  const userId = await findUserIdByEmail(address);
  if (!userId) return { user: null, knownDevice: false };
  const [user, knownDevice] = await Promise.all([getUser(userId), isKnownDevice(userId, deviceSecret)]);
  return { user, knownDevice };
}

export async function login(
  email: string,
  password: string,
  sourceIp: string,
  deviceSecret?: string,
): Promise<IssuedSession> {
  const address = normaliseEmail(email);
  const { user, knownDevice } = await loginTarget(address, deviceSecret);
  const attempt = await reserveLoginAttempt(address, sourceIp, knownDevice);
  const { matches, outdated } = await checkPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) throw new Unauthorized(BAD_LOGIN);
  // The right password: the attempt was no failure, and an old-style hash is replaced.
  const settled = Promise.all([
    forgiveLoginAttempt(attempt),
    outdated && hashPassword(password).then((next) => upgradePasswordHash(user._id, user.passwordHash, next)),
  ]);
  if (!user.verified && !mayMail(user)) {
    // Its verification mail bounced: no link will ever arrive, and the owner must hear why.
    await settled;
    throw new Forbidden(VERIFICATION_UNDELIVERABLE_MSG);
  }
  if (!user.verified) {
    // The first mail may be lost or expired: the right password brings a fresh link (within the cap).
    await Promise.all([settled, sendVerificationMail(user)]);
    throw new Forbidden(MESSAGES.notVerified);
  }
  const device = isDeviceSecret(deviceSecret) ? deviceSecret : newSecret();
  const [issued] = await Promise.all([
    startSession(user._id).then((token) => (token.ok ? issueSession(user, token.value) : null)),
    rememberDevice(user._id, device),
    settled,
  ]);
  // The account's deletion started while the password was checked: it is gone like any other.
  if (!issued) throw new Unauthorized(BAD_LOGIN);
  return { session: issued.session, cookies: [...issued.cookies, deviceCookie(device)] };
}

/**
 * A refresh either continues the session, with the profile item it read (an answer that carries the
 * account builds it from that), or ends it in the browser too (every session cookie cleared).
 */
export type Refreshed = (IssuedSession & { user: User }) | { ended: string; cookies: string[] };

/**
 * Rotates the refresh token and issues a new access token with the current name and role. The
 * secret just replaced gets one access token within the grace period; any other stale secret means
 * the session was copied, so it ends for everyone who holds it, sockets included.
 */
export async function refresh(refreshCookie: string | undefined): Promise<Refreshed> {
  const token = parseRefreshToken(refreshCookie);
  if (!token) return { ended: 'Not logged in.', cookies: clearedSessionCookies() };
  const [rotation, user] = await Promise.all([rotateSession(token), getUser(token.userId)]);
  if (rotation.kind === 'revoked') {
    log.warn('stale refresh token: session revoked', { userId: token.userId });
    await closeSockets(token.userId, (c) => c.sessionId === token.sessionId);
  }
  if (!user || rotation.kind === 'revoked' || rotation.kind === 'unknown') {
    return { ended: SESSION_ENDED_MSG, cookies: clearedSessionCookies() };
  }
  if (rotation.kind === 'grace') {
    const { access, session } = await accessFor(user, token.sessionId);
    return { session, cookies: accessOnlyCookies(access), user };
  }
  return { ...(await issueSession(user, rotation.token)), user };
}

/** Ends the session of this browser and closes the chat sockets opened with it. */
export async function logout(refreshCookie: string | undefined): Promise<string[]> {
  const token = parseRefreshToken(refreshCookie);
  if (token) await endOneSession(token.userId, token.sessionId);
  return clearedSessionCookies();
}

/** Mails a reset link, in the account's language (else the asking page's, `requestLanguage`). */
export async function requestPasswordReset(
  email: string,
  sourceIp: string,
  requestLanguage: UiLanguage,
): Promise<void> {
  const limits = [RATE_LIMITS.forgotPerAddress, RATE_LIMITS.forgotPerSource] as const;
  await mailIfAccount(email, sourceIp, limits, async (user) => {
    const token = await issueLinkToken('reset', user._id);
    if (!token.ok) return; // the account's deletion started meanwhile
    await mailOwner(user, requestLanguage, {
      subject: 'Reset your password',
      intro: 'Someone asked to reset the password of your LearnFree account.',
      action: 'Choose a new password',
      linkIn: (language) => resetLink(language, user._id, token.value),
    });
  });
}

export const isResetLinkValid = (userId: string, token: string) => isLinkTokenValid('reset', userId, token);

/**
 * Sets the new password if the link is valid, verifies the address (the mail reached its owner),
 * deletes every other reset and verification link, and ends every session with its sockets. The
 * link is checked before the password is hashed: an unknown caller gets no bcrypt run for free.
 */
export async function resetPassword(userId: string, token: string, password: string): Promise<boolean> {
  const [valid, user] = await Promise.all([isResetLinkValid(userId, token), getUser(userId)]);
  if (!valid || !user) return false;
  const passwordHash = await hashPassword(password);
  const consumed = await consumeLinkToken('reset', user, token, { passwordHash, verified: true });
  if (!consumed.ok) return false;
  await Promise.all([deleteLinkTokens(userId), endEverySession(userId)]);
  return true;
}
