/**
 * The password of a deletion, checked before the final confirmation: against DynamoDB Local, through
 * the real handlers. It deletes nothing, and a wrong password counts toward the login limits.
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { accountClient } from '../../test/support/account-client';
import { CookieJar } from '../../test/support/events';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { DELETION_PASSWORD_CHECKED_MSG } from './check-deletion-password';

const check = httpHandler('POST /api/users/me/deletion-check');
const login = httpHandler('POST /api/login');

jest.setTimeout(60_000);

const someSource = () => `10.${randomBytes(3).join('.')}`;

const checkPassword = (jar: CookieJar, password: unknown, sourceIp?: string) =>
  jar.call<{ msg: string }>(check, { path: '/api/users/me/deletion-check', body: { password }, sourceIp });

const logIn = (learner: TestLearner, sourceIp: string) =>
  new CookieJar().call(login, {
    path: '/api/login',
    body: { email: learner.email, password: learner.password },
    sourceIp,
  });

describe('POST /api/users/me/deletion-check', () => {
  it('confirms the right password and deletes nothing', async () => {
    const learner = await loggedInLearner('Checking Leaver');
    expect(await checkPassword(learner.jar, learner.password)).toMatchObject({
      status: 200,
      body: { msg: DELETION_PASSWORD_CHECKED_MSG },
    });
    expect((await accountClient(learner.jar).me()).status).toBe(200);
  });

  it('refuses a wrong or missing password with the message of the field', async () => {
    const learner = await loggedInLearner('Mistyping Leaver');
    expect(await checkPassword(learner.jar, 'not my password')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.wrongPassword },
    });
    expect(await checkPassword(learner.jar, '')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.passwordMissing },
    });
  });

  it('counts wrong passwords toward the login limits, so a stolen session cannot guess with it', async () => {
    const learner = await loggedInLearner('Guessed Leaver');
    const source = someSource();
    for (let i = 0; i < 10; i++) {
      expect((await checkPassword(learner.jar, `wrong guess ${i}`, source)).status).toBe(400);
    }
    // The window of this address and source is full: even the right password is refused, here and at login.
    expect((await checkPassword(learner.jar, learner.password, source)).status).toBe(429);
    expect((await logIn(learner, source)).status).toBe(429);
    expect((await logIn(learner, someSource())).status).toBe(200);
  });

  it('is for logged-in users only', async () => {
    expect((await checkPassword(new CookieJar(), 'anything')).status).toBe(401);
  });
});
