/**
 * Test learners with unique addresses. `loggedInLearner` writes the verified account and its
 * session through the data layer's own functions; `signedUpLearner` goes through the whole sign-up
 * (register, the mail, the link, login) for tests that depend on what only that leaves behind.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../functions/auth/passwords';
import { rememberDevice } from '../../functions/data/devices';
import { formatRefreshToken, startSession } from '../../functions/data/sessions';
import { consumeLinkToken, issueLinkToken } from '../../functions/data/tokens';
import { createUser, type User } from '../../functions/data/users';
import { newId, newSecret } from '../../functions/lib/crypto';
import { deviceCookie, sessionCookies, signAccessToken } from '../../functions/lib/session';
import { httpHandler } from '../../infra/local/handlers';
import { DEFAULT_UI_LANGUAGE } from '../../shared/locale';
import { CookieJar, call } from './events';
import { linkParams, VERIFY_LINK } from './inbox';

const login = httpHandler('POST /api/login');
const register = httpHandler('POST /api/register');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');

export const uniqueEmail = (label = 'learner'): string =>
  `${label}.${randomBytes(5).toString('hex')}@example.com`;

export interface TestLearner {
  email: string;
  name: string;
  password: string;
  jar: CookieJar;
}

const TEST_PASSWORD = 'correct horse 1';

/** Each learner gets its own source IP so rate limits don't collide. */
const uniqueSourceIp = (): string => `10.${randomBytes(3).join('.')}`;

/** bcrypt at the configured cost is most of a sign-up's CPU: one hash serves every learner of a file. */
let testPasswordHash: Promise<string> | undefined;
const hashOfTestPassword = (): Promise<string> => {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
};

/**
 * A verified learner whose cookie jar holds a fresh session. The account is what a sign-up in
 * English leaves once its link is followed: `createUser` as registration calls it, then the link
 * token consumed by the verification's own transaction (which makes the account and its address
 * permanent); no mail is sent and no sign-up limit counts it. The session is what login stores and
 * sets, device cookie included. `test/integration/test-learners.test.ts` holds both ways' items side
 * by side. The name is stored as given: registration's trimming and NFC are tested on the full way.
 */
export async function loggedInLearner(name = 'Test Learner'): Promise<TestLearner> {
  const email = uniqueEmail();
  const user = {
    _id: newId(),
    name,
    email,
    passwordHash: await hashOfTestPassword(),
    role: 'user',
    createdAt: new Date().toISOString(),
    uiLanguage: DEFAULT_UI_LANGUAGE,
  } as const;
  if (!(await createUser(user)).ok) throw new Error(`address taken: ${email}`);
  const link = await issueLinkToken('verify', user._id);
  if (!link.ok || !(await consumeLinkToken('verify', user, link.value, { verified: true })).ok) {
    throw new Error(`verification failed for ${email}`);
  }
  return {
    email,
    name,
    password: TEST_PASSWORD,
    jar: await sessionOf(user),
  };
}

/**
 * What a successful login stores and sets, through the same functions: a refresh session and a
 * remembered device (in parallel, as login does), then the access, refresh and device cookies.
 * The password check and the login throttle's counter are left to the tests of login itself.
 */
async function sessionOf(user: Pick<User, '_id' | 'name' | 'role'>): Promise<CookieJar> {
  const device = newSecret();
  const [session] = await Promise.all([startSession(user._id), rememberDevice(user._id, device)]);
  if (!session.ok) throw new Error(`no session for ${user._id}`);
  const { sessionId } = session.value;
  const access = await signAccessToken({ userId: user._id, name: user.name, role: user.role, sessionId });
  const jar = new CookieJar();
  jar.store([...sessionCookies(access, formatRefreshToken(session.value)), deviceCookie(device)]);
  return jar;
}

/**
 * A learner signed up the whole way, as a browser does: register (mail to the local SES), the link
 * from the inbox, verify, log in. For tests of what that leaves behind beyond the account (the mail,
 * the sign-up and mail limits' counters). `signUpCookies`: sent with the sign-up alone (`lf_lang=hi`
 * for a sign-up made in Hindi).
 */
export async function signedUpLearner(
  name = 'Test Learner',
  { signUpCookies = [] }: { signUpCookies?: string[] } = {},
): Promise<TestLearner> {
  const email = uniqueEmail();
  const password = TEST_PASSWORD;
  const sourceIp = uniqueSourceIp();
  const jar = new CookieJar();
  const registered = await call(register, {
    path: '/api/register',
    body: { name, email, password, confirmPassword: password },
    cookies: signUpCookies,
    sourceIp,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const params = await linkParams(email, VERIFY_LINK);
  const verified = await jar.call(verify, { path: '/api/users/verify', params });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  await logIn(jar, email, password, sourceIp);
  return { email, name, password, jar };
}

async function logIn(jar: CookieJar, email: string, password: string, sourceIp?: string): Promise<void> {
  const answer = await jar.call(login, { path: '/api/login', body: { email, password }, sourceIp });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
}

async function loggedInJar(email: string, password: string, sourceIp?: string): Promise<CookieJar> {
  const jar = new CookieJar();
  await logIn(jar, email, password, sourceIp);
  return jar;
}

/** A second browser of the same learner: a session of its own, from the login endpoint. */
export const secondBrowser = (learner: TestLearner, sourceIp?: string): Promise<CookieJar> =>
  loggedInJar(learner.email, learner.password, sourceIp);
