/** Test learners: unique addresses per test, registered, verified and logged in through the real handlers. */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
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

/**
 * A learner whose cookie jar holds a fresh session. Each gets its own source IP so rate limits don't
 * collide. `signUpCookies`: sent with the sign-up alone (`lf_lang=hi` for a sign-up made in Hindi).
 */
export async function loggedInLearner(
  name = 'Test Learner',
  { signUpCookies = [] }: { signUpCookies?: string[] } = {},
): Promise<TestLearner> {
  const email = uniqueEmail();
  const password = 'correct horse 1';
  const sourceIp = `10.${randomBytes(3).join('.')}`;
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
  const loggedIn = await jar.call(login, { path: '/api/login', body: { email, password }, sourceIp });
  if (loggedIn.status !== 200) throw new Error(`login failed: ${JSON.stringify(loggedIn.body)}`);
  return { email, name, password, jar };
}

/** A second browser of the same learner: a session of its own, from the login endpoint. */
export async function secondBrowser(learner: TestLearner, sourceIp?: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const { email, password } = learner;
  const answer = await jar.call(login, { path: '/api/login', body: { email, password }, sourceIp });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return jar;
}
