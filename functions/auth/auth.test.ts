import { httpHandler } from '../../infra/local/handlers';
import { MESSAGES, TOKENS } from '../../shared/constants';
import { NAME_MSG } from '../../shared/names';
import { REDIRECT_MSG } from '../../shared/same-site-path';
import { accountClient } from '../../test/support/account-client';
import { CookieJar, call, withoutRequestId } from '../../test/support/events';
import { latestLink, linkParams, mailsTo, RESET_LINK, VERIFY_LINK } from '../../test/support/inbox';
import { getItem } from '../../test/support/table-items';
import { signedUpLearner, uniqueEmail } from '../../test/support/users';
import { ROTATION_GRACE_SECONDS } from '../data/sessions';
import { SESSION_ENDED_MSG } from './accounts';

const checkResetLink = httpHandler('GET /api/users/{id}/reset/{token}');
const login = httpHandler('POST /api/login');
const logout = httpHandler('GET /api/logout');
const refresh = httpHandler('GET /api/token/refresh');
const register = httpHandler('POST /api/register');
const resend = httpHandler('POST /api/users/verify/resend');
const forgot = httpHandler('POST /api/users/reset');
const resetPassword = httpHandler('POST /api/users/{id}/reset/{token}');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');

const password = 'a fine password';
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  path: '/api/register',
  body: { name: 'Asha Learner', email, password, confirmPassword: password, ...extra },
});

describe('registration and e-mail verification', () => {
  it('registers, mails a verification link, and the link verifies once', async () => {
    const email = uniqueEmail();
    const registered = await call(register, registration(email));
    expect(registered.status).toBe(201);
    expect(registered.body.msg).toMatch(/verification link/);

    const params = await linkParams(email, VERIFY_LINK);
    const first = await call(verify, { params });
    expect(first).toMatchObject({ status: 200, body: { msg: MESSAGES.verified } });
    expect(first.body).not.toHaveProperty('alreadyVerified');
  });

  it('tells a learner who opens the link a second time that the address is verified already', async () => {
    const email = uniqueEmail();
    await call(register, registration(email));
    const params = await linkParams(email, VERIFY_LINK);
    expect((await call(verify, { params })).status).toBe(200);

    const again = await call(verify, { params });
    expect(again).toMatchObject({
      status: 200,
      body: { msg: 'Your address is already verified. Log in.', alreadyVerified: true },
    });
  });

  it('carries the page a learner signed up from into the verification link, and only a path on this site', async () => {
    const email = uniqueEmail();
    const from = '/course/id/dbms/detail';
    expect((await call(register, registration(email, { redirect: from }))).status).toBe(201);
    const link = new URL(await latestLink(email, /\S*\/users\/\S+/));
    expect(link.searchParams.get('redirect')).toBe(from);
    expect(link.search).toBe(`?redirect=${encodeURIComponent(from)}`);

    for (const elsewhere of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'course',
      '/a b',
    ]) {
      const refused = uniqueEmail();
      const answer = await call(register, registration(refused, { redirect: elsewhere }));
      expect({ elsewhere, answer: answer.status, msg: answer.body.msg }).toEqual({
        elsewhere,
        answer: 400,
        msg: REDIRECT_MSG,
      });
      expect(await mailsTo(refused)).toHaveLength(0);
    }
  });

  it('carries the same page into a link sent again, and only a path on this site', async () => {
    const email = uniqueEmail();
    const from = '/course/id/dbms/detail?enrol=1';
    await call(register, registration(email, { redirect: from }));
    const resent = await call(resend, { path: '/api/users/verify/resend', body: { email, redirect: from } });
    expect(resent.status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const link = new URL(/\S*\/users\/\S+/.exec(mails.at(-1)?.body.text ?? '')![0]);
    expect(link.searchParams.get('redirect')).toBe(from);

    const refused = await call(resend, {
      path: '/api/users/verify/resend',
      body: { email, redirect: '//evil.example/x' },
    });
    expect(refused).toMatchObject({ status: 400, body: { msg: REDIRECT_MSG } });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses an unknown verification token', async () => {
    const email = uniqueEmail();
    await call(register, registration(email));
    const { id } = await linkParams(email, VERIFY_LINK);
    const answer = await call(verify, { params: { id, token: 'not-the-token' } });
    expect(answer.status).toBe(400);
  });

  it.each([
    [{ confirmPassword: 'something else' }, MESSAGES.passwordsDiffer],
    [{ name: '   ' }, MESSAGES.invalidInputs],
    [{ name: 'A'.repeat(51) }, MESSAGES.invalidInputs],
    [{ password: 'short', confirmPassword: 'short' }, MESSAGES.invalidInputs],
    [{ email: 'not-an-address' }, 'email is not valid.'],
  ])('answers 400 with the spec message for %p', async (extra, msg) => {
    const email = uniqueEmail();
    const answer = await call(register, registration(email, extra));
    expect(answer).toMatchObject({ status: 400, body: { msg } });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses a name that reverses or hides text, and stores names in NFC', async () => {
    const email = uniqueEmail();
    for (const name of ['Asha \u202Eremmah', '\u200D'.repeat(6), 'Asha\u0000Learner']) {
      const refused = await call(register, registration(email, { name }));
      expect(refused).toMatchObject({ status: 400, body: { msg: NAME_MSG } });
    }
    expect(await mailsTo(email)).toHaveLength(0);

    const learner = await signedUpLearner(' Rene\u0301e Dupont ');
    const session = await learner.jar.call(refresh, { path: '/api/token/refresh' });
    expect(session.body.name).toBe('Ren\u00E9e Dupont');
  });

  it('treats addresses case-insensitively: a second sign-up answers the same and creates no account', async () => {
    const email = uniqueEmail();
    const first = await call(register, registration(email));
    const twice = await call(register, registration(email.toUpperCase(), { name: 'Someone Else' }));
    expect(withoutRequestId(twice)).toEqual(withoutRequestId(first));
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your e-mail address',
      'Someone tried to sign up with your address',
    ]);
    // The one link there is still belongs to the first account, under the first name.
    const { id } = await linkParams(email, VERIFY_LINK);
    expect((await getItem(`USER#${id}`, 'PROFILE'))?.name).toBe('Asha Learner');
  });

  it('answers 400 to malformed JSON and writes nothing', async () => {
    const answer = await call(register, { path: '/api/register', rawBody: '{"name": "Asha' });
    expect(answer).toMatchObject({ status: 400, body: { msg: 'The request body is not valid JSON.' } });
  });

  it('answers 413 to a 1 MB body', async () => {
    const answer = await call(register, {
      path: '/api/register',
      rawBody: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
  });

  it('refuses a state-changing call without our Origin', async () => {
    const email = uniqueEmail();
    const answer = await call(register, {
      ...registration(email),
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('login, refresh and logout', () => {
  it('tells an unverified learner to verify, and mails a fresh link', async () => {
    const email = uniqueEmail();
    await call(register, registration(email));
    const answer = await call(login, { path: '/api/login', body: { email, password }, sourceIp: '10.9.0.1' });
    expect(answer).toMatchObject({ status: 403, body: { msg: MESSAGES.notVerified } });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('sets HttpOnly SameSite=Strict session cookies beside a readable marker, and refresh answers the session', async () => {
    const learner = await signedUpLearner('Priya Sharma');
    expect(learner.jar.get('lf_access')).toBeTruthy();
    const refreshed = await learner.jar.call(refresh, { path: '/api/token/refresh' });
    expect(refreshed).toMatchObject({
      status: 200,
      body: { loggedIn: true, name: 'Priya Sharma', role: 'user' },
    });
    const [access, refreshCookie, marker] = refreshed.cookies;
    expect([access, refreshCookie]).toEqual([
      expect.stringMatching(/^lf_access=.*HttpOnly; SameSite=Strict/),
      expect.stringMatching(/^lf_refresh=.*HttpOnly; SameSite=Strict/),
    ]);
    expect(marker).toBe(`lf_session=1; Max-Age=${TOKENS.refreshTtlSeconds}; Path=/; SameSite=Strict`);
  });

  it('rejects a wrong password with one message for unknown and known addresses', async () => {
    const learner = await signedUpLearner();
    const wrong = await call(login, {
      path: '/api/login',
      body: { email: learner.email, password: 'nope nope' },
      sourceIp: '10.9.0.2',
    });
    const unknown = await call(login, {
      path: '/api/login',
      body: { email: uniqueEmail(), password: 'nope nope' },
      sourceIp: '10.9.0.2',
    });
    expect(wrong).toMatchObject({ status: 401, body: { msg: 'Invalid email or password.' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('accepts the replaced refresh token once, briefly, for a second tab refreshing at the same moment', async () => {
    const learner = await signedUpLearner();
    const shared = learner.jar.get('lf_refresh')!;
    const [first, second] = await Promise.all([
      call(refresh, { cookies: [`lf_refresh=${shared}`] }),
      call(refresh, { cookies: [`lf_refresh=${shared}`] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // One of them rotated the secret; the other got an access token only, so the chain did not fork.
    const refreshCookies = [first, second].map((a) => a.cookies.filter((c) => c.startsWith('lf_refresh=')));
    expect(refreshCookies.map((c) => c.length).sort()).toEqual([0, 1]);
    const next = [first, second].find((a) => a.cookies.some((c) => c.startsWith('lf_refresh=')))!;
    learner.jar.store(next.cookies);
    expect((await learner.jar.call(refresh)).status).toBe(200);
  });

  it('a third use of the replaced secret, even within the grace period, ends the session for everyone', async () => {
    const learner = await signedUpLearner();
    const shared = learner.jar.get('lf_refresh')!;
    expect((await learner.jar.call(refresh)).status).toBe(200);
    expect((await call(refresh, { cookies: [`lf_refresh=${shared}`] })).status).toBe(200);
    const third = await call(refresh, { cookies: [`lf_refresh=${shared}`] });
    expect(third).toMatchObject({ status: 401, body: { msg: SESSION_ENDED_MSG } });
    expect((await learner.jar.call(refresh)).status).toBe(401);
  });

  it('a secret replaced more than 30 seconds ago is refused and ends the session for the holder of the current one too', async () => {
    const learner = await signedUpLearner();
    const stolen = learner.jar.get('lf_refresh')!;
    expect((await learner.jar.call(refresh)).status).toBe(200);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + (ROTATION_GRACE_SECONDS + 1) * 1000);
    try {
      expect((await call(refresh, { cookies: [`lf_refresh=${stolen}`] })).status).toBe(401);
      expect((await learner.jar.call(refresh)).status).toBe(401);
    } finally {
      later.mockRestore();
    }
  });

  it('a secret two rotations old is refused at once and ends the session', async () => {
    const learner = await signedUpLearner();
    const stolen = learner.jar.get('lf_refresh')!;
    expect((await learner.jar.call(refresh)).status).toBe(200);
    expect((await learner.jar.call(refresh)).status).toBe(200);
    expect((await call(refresh, { cookies: [`lf_refresh=${stolen}`] })).status).toBe(401);
    expect((await learner.jar.call(refresh)).status).toBe(401);
  });

  it('a failed refresh clears every session cookie, the marker included', async () => {
    const answer = await call(refresh, { cookies: ['lf_refresh=u.s.not-a-session', 'lf_session=1'] });
    expect(answer.status).toBe(401);
    expect(answer.cookies.map((c) => c.slice(0, c.indexOf(';')))).toEqual([
      'lf_access=',
      'lf_refresh=',
      'lf_session=',
    ]);
    expect(answer.cookies.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('answers the account with the session when asked (?account=1), exactly as GET /api/users/me does', async () => {
    const learner = await signedUpLearner('Kavya Rao');
    expect((await accountClient(learner.jar).choose({ theme: 'dark', playbackRate: 1.5 })).status).toBe(200);
    const refreshed = await learner.jar.call(refresh, {
      path: '/api/token/refresh',
      query: { account: '1' },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual([
      'lf_access',
      'lf_refresh',
      'lf_session',
    ]);
    const me = await accountClient(learner.jar).me();
    expect(refreshed.body).toEqual({ loggedIn: true, name: 'Kavya Rao', role: 'user', account: me.body });
    expect(me.body).toMatchObject({
      email: learner.email,
      preferences: { theme: 'dark', playbackRate: 1.5 },
    });
    // The periodic refreshes stay as they were: the session alone.
    expect((await learner.jar.call(refresh)).body).toEqual({
      loggedIn: true,
      name: 'Kavya Rao',
      role: 'user',
    });
    const light = await learner.jar.call(refresh, { query: { account: '0' } });
    expect(light.body).toEqual({ loggedIn: true, name: 'Kavya Rao', role: 'user' });
  });

  it("answers the account of the session the refresh secret proves, never an access cookie's", async () => {
    const [owner, other] = await Promise.all([
      signedUpLearner('Refresh Owner'),
      signedUpLearner('Cookie Holder'),
    ]);
    const mixed = await call(refresh, {
      query: { account: '1' },
      cookies: [`lf_refresh=${owner.jar.get('lf_refresh')}`, `lf_access=${other.jar.get('lf_access')}`],
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ name: 'Refresh Owner', account: { email: owner.email } });

    // An access cookie alone proves nothing here: no account, and the session cookies are cleared.
    const accessOnly = await call(refresh, {
      query: { account: '1' },
      cookies: [`lf_access=${other.jar.get('lf_access')}`],
    });
    expect(accessOnly).toMatchObject({ status: 401, body: { msg: 'Not logged in.' } });
    expect(accessOnly.body).not.toHaveProperty('account');
  });

  it('answers no account to a refused refresh', async () => {
    const learner = await signedUpLearner();
    const replaced = learner.jar.get('lf_refresh')!;
    expect((await learner.jar.call(refresh)).status).toBe(200);
    expect((await learner.jar.call(refresh)).status).toBe(200);
    // A secret two rotations old: copied, so the session ends for everyone holding it.
    const stale = await call(refresh, { query: { account: '1' }, cookies: [`lf_refresh=${replaced}`] });
    expect(stale).toMatchObject({ status: 401, body: { msg: SESSION_ENDED_MSG } });
    expect(Object.keys(stale.body)).toEqual(['msg']);
    const forged = await call(refresh, {
      query: { account: '1' },
      cookies: ['lf_refresh=u.s.not-a-session'],
    });
    expect(forged.status).toBe(401);
    expect(Object.keys(forged.body)).toEqual(['msg']);
  });

  it('refuses another value of account before it rotates anything', async () => {
    const learner = await signedUpLearner();
    const secret = learner.jar.get('lf_refresh');
    const refused = await learner.jar.call(refresh, { query: { account: 'yes' } });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'account must be 1 or 0.' } });
    expect(refused.cookies).toEqual([]);
    expect(learner.jar.get('lf_refresh')).toBe(secret);
    // Still the current secret: a full rotation (a new secret), not the grace of a replaced one.
    const next = await learner.jar.call(refresh);
    expect(next.status).toBe(200);
    expect(learner.jar.get('lf_refresh')).not.toBe(secret);
  });

  it('logout revokes the refresh token', async () => {
    const learner = await signedUpLearner();
    const token = learner.jar.get('lf_refresh')!;
    const out = await learner.jar.call(logout);
    expect(out.status).toBe(200);
    expect(learner.jar.get('lf_access')).toBeUndefined();
    expect((await call(refresh, { cookies: [`lf_refresh=${token}`] })).status).toBe(401);
  });

  it('counts wrong passwords per address and source: the eleventh from one place is refused, right ones never count', async () => {
    const learner = await signedUpLearner();
    const attempt = (pw: string) =>
      call(login, { path: '/api/login', body: { email: learner.email, password: pw }, sourceIp: '10.8.0.1' });
    for (let i = 0; i < 12; i++) expect((await attempt(learner.password)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('wrong one')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known addresses and mails only the known one', async () => {
    const learner = await signedUpLearner();
    const unknownEmail = uniqueEmail();
    const known = await call(forgot, {
      path: '/api/users/reset',
      body: { email: learner.email.toUpperCase() },
    });
    const unknown = await call(forgot, { path: '/api/users/reset', body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    await expect(linkParams(learner.email, RESET_LINK)).resolves.toBeTruthy();
  });

  it('resets the password once with the link, ends old sessions, and the new password logs in', async () => {
    const learner = await signedUpLearner();
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
    const params = await linkParams(learner.email, RESET_LINK);
    expect((await call(checkResetLink, { params })).status).toBe(200);

    const newPassword = 'brand new secret';
    const reset = await call(resetPassword, {
      params,
      body: { password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await call(checkResetLink, { params })).status).toBe(404);
    expect(
      (await call(resetPassword, { params, body: { password: newPassword, confirmPassword: newPassword } }))
        .status,
    ).toBe(400);
    expect((await learner.jar.call(refresh)).status).toBe(401);

    const jar = new CookieJar();
    const relogin = await jar.call(login, {
      path: '/api/login',
      body: { email: learner.email, password: newPassword },
      sourceIp: '10.7.0.1',
    });
    expect(relogin.status).toBe(200);
  });

  it('refuses a short or mismatched new password without using the link', async () => {
    const learner = await signedUpLearner();
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
    const params = await linkParams(learner.email, RESET_LINK);
    const short = await call(resetPassword, {
      params,
      body: { password: 'short', confirmPassword: 'short' },
    });
    expect(short).toMatchObject({ status: 400, body: { msg: MESSAGES.invalidInputs } });
    expect((await call(checkResetLink, { params })).status).toBe(200);
  });
});
