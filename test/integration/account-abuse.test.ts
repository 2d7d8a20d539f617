/**
 * Abuse of the account flows, as an attacker would try it: guessing passwords to lock the owner
 * out, telling which addresses have accounts, squatting an address, replaying old reset links, and
 * passwords that bcrypt would cut. Runs the real handlers against DynamoDB Local and the local SES.
 * An account whose sign-up is not under attack is written through the data layer (`loggedInLearner`,
 * the same items a completed sign-up leaves), so it has no mail of its own in the inbox.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { issueLinkToken } from '../../functions/data/tokens';
import { createUser, findUserByEmail } from '../../functions/data/users';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { UpdateCommand } from '../../functions/lib/dynamodb';
import { httpHandler } from '../../infra/local/handlers';
import { MESSAGES, TOKENS } from '../../shared/constants';
import { CookieJar, call, withoutRequestId } from '../support/events';
import { linkParams, mailsTo, RESET_LINK, VERIFY_LINK } from '../support/inbox';
import { userIdOf } from '../support/learning-client';
import { getItem, partitionItems } from '../support/table-items';
import { loggedInLearner, uniqueEmail } from '../support/users';

const checkResetLink = httpHandler('GET /api/users/{id}/reset/{token}');
const login = httpHandler('POST /api/login');
const register = httpHandler('POST /api/register');
const forgot = httpHandler('POST /api/users/reset');
const resend = httpHandler('POST /api/users/verify/resend');
const resetPassword = httpHandler('POST /api/users/{id}/reset/{token}');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');

jest.setTimeout(90_000);

const PASSWORD = 'correct horse 1';
/** A fresh made-up source address per use, so tests never share a rate window. */
const source = () => `10.${randomBytes(3).join('.')}`;

const attemptLogin = (email: string, password: string, sourceIp: string, jar?: CookieJar) => {
  const input = { path: '/api/login', body: { email, password }, sourceIp };
  return jar ? jar.call(login, input) : call(login, input);
};

const signUp = (email: string, extra: Record<string, unknown> = {}, sourceIp = source()) =>
  call(register, {
    path: '/api/register',
    body: { name: 'Squat Tester', email, password: PASSWORD, confirmPassword: PASSWORD, ...extra },
    sourceIp,
  });

/** Runs `action` with the clock `seconds` ahead (stored expiries are compared with Date.now). */
async function later<T>(seconds: number, action: () => Promise<T>): Promise<T> {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + seconds * 1000);
  try {
    return await action();
  } finally {
    clock.mockRestore();
  }
}

describe('targeted lockout', () => {
  it('fourteen wrong passwords from one place stop that place only: the owner logs in from another', async () => {
    const owner = await loggedInLearner('Lockout Owner');
    const attacker = source();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await attemptLogin(owner.email, 'a wrong guess', attacker)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    // Even the right password is refused from the guessing place for the rest of the window...
    expect((await attemptLogin(owner.email, owner.password, attacker)).status).toBe(429);
    // ...while the owner, from their own place, is not locked out.
    expect((await attemptLogin(owner.email, owner.password, source())).status).toBe(200);
  });

  it('a burst of parallel guesses gets no more tries than one after another', async () => {
    const owner = await loggedInLearner('Burst Owner');
    const attacker = source();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => attemptLogin(owner.email, 'a wrong guess', attacker)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('a guesser with many places meets a ceiling of 100 an hour, which a browser the owner used before is spared', async () => {
    const owner = await loggedInLearner('Ceiling Owner');
    const ownBrowser = new CookieJar();
    expect((await attemptLogin(owner.email, owner.password, source(), ownBrowser)).status).toBe(200);
    expect(ownBrowser.get('lf_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (let place = 0; place < 10; place++) {
      const from = source();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => attemptLogin(owner.email, 'a wrong guess', from)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    // A new place, even with the right password, now waits...
    expect((await attemptLogin(owner.email, owner.password, source())).status).toBe(429);
    // ...but the owner's own browser, from anywhere, gets in.
    expect((await attemptLogin(owner.email, owner.password, source(), ownBrowser)).status).toBe(200);
    // A made-up device cookie is no pass.
    const forged = new CookieJar();
    forged.store([`lf_device=${randomBytes(32).toString('base64url')}; Path=/`]);
    expect((await attemptLogin(owner.email, owner.password, source(), forged)).status).toBe(429);
  });
});

describe('account enumeration', () => {
  it('registering a taken address answers exactly as a new one, and mails the owner a notice without a link to act on', async () => {
    const owner = await loggedInLearner('Taken Owner');
    const fresh = await signUp(uniqueEmail('fresh'));
    const taken = await signUp(owner.email.toUpperCase());
    expect(withoutRequestId(taken)).toEqual(withoutRequestId(fresh));
    expect(taken.status).toBe(201);

    const notices = (await mailsTo(owner.email)).filter(
      (m) => m.subject === 'Someone tried to sign up with your address',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body.text).toMatch(/log in, or reset your password/);
    expect(notices[0]!.body.text).not.toMatch(VERIFY_LINK);
    // The owner's password still works, and the attempt's does not.
    expect((await attemptLogin(owner.email, owner.password, source())).status).toBe(200);
  });

  it('forgot password takes the same fixed time for an unknown address as for a known one', async () => {
    const known = await loggedInLearner('Timed Owner');
    for (const email of [uniqueEmail('nobody'), known.email]) {
      const started = Date.now();
      const answer = await call(forgot, { path: '/api/users/reset', body: { email }, sourceIp: source() });
      const ms = Date.now() - started;
      expect({ status: answer.status, tooFast: ms < config.evenAnswerMs - 5 }).toEqual({
        status: 200,
        tooFast: false,
      });
    }
  });
});

describe('address squatting', () => {
  it('an unverified account and its address claim expire after a day; verification makes both permanent', async () => {
    const email = uniqueEmail('ttl');
    const before = Math.floor(Date.now() / 1000);
    expect((await signUp(email)).status).toBe(201);
    const { id, token } = await linkParams(email, VERIFY_LINK);
    const [profile, claim] = [
      await getItem(`USER#${id}`, 'PROFILE'),
      await getItem(`EMAIL#${email}`, 'EMAIL'),
    ];
    for (const item of [profile, claim]) {
      expect(item?.ttl).toBeGreaterThanOrEqual(before + TOKENS.verifyTtlSeconds);
      expect(item?.ttl).toBeLessThanOrEqual(before + TOKENS.verifyTtlSeconds + 60);
    }
    expect((await call(verify, { params: { id, token } })).status).toBe(200);
    expect((await getItem(`USER#${id}`, 'PROFILE'))?.ttl).toBeUndefined();
    expect((await getItem(`EMAIL#${email}`, 'EMAIL'))?.ttl).toBeUndefined();
  });

  it('a squatted address is free again after 24 hours: the owner signs up, and the squatter’s link is dead', async () => {
    const email = uniqueEmail('squatted');
    expect((await signUp(email, { name: 'The Squatter' })).status).toBe(201);
    const squatterLink = await linkParams(email, VERIFY_LINK);

    await later(TOKENS.verifyTtlSeconds + 1, async () => {
      expect((await signUp(email, { name: 'The Real Owner' })).status).toBe(201);
      const ownerLink = await linkParams(email, VERIFY_LINK);
      expect(ownerLink.id).not.toBe(squatterLink.id);
      expect((await call(verify, { params: squatterLink })).status).toBe(400);
      expect((await call(verify, { params: ownerLink })).status).toBe(200);
      expect((await findUserByEmail(email))?.name).toBe('The Real Owner');
    });
  });

  it('logging in to an unverified account again and again mails at most three links an hour', async () => {
    const email = uniqueEmail('mailbomb');
    expect((await signUp(email)).status).toBe(201);
    const from = source();
    for (let i = 0; i < 8; i++) {
      expect(await attemptLogin(email, PASSWORD, from)).toMatchObject({
        status: 403,
        body: { msg: MESSAGES.notVerified },
      });
    }
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('resending the verification link', () => {
  const resendFor = (email: string, sourceIp = source()) =>
    call(resend, { path: '/api/users/verify/resend', body: { email }, sourceIp });

  it('answers the same for an unknown, a verified and an unverified address, and mails only the unverified one', async () => {
    const verified = await loggedInLearner('Resend Verified');
    const unverified = uniqueEmail('resend');
    expect((await signUp(unverified)).status).toBe(201);
    const unknown = uniqueEmail('resend-nobody');

    const answers = [];
    for (const email of [unknown, verified.email, unverified.toUpperCase()]) {
      const started = Date.now();
      const answer = await resendFor(email);
      answers.push({
        status: answer.status,
        body: answer.body,
        tooFast: Date.now() - started < config.evenAnswerMs - 5,
      });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, tooFast: false });

    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(verified.email)).toHaveLength(0); // the resend mailed it nothing
    const mails = await mailsTo(unverified);
    expect(mails).toHaveLength(2);
    // The newest link works.
    expect((await call(verify, { params: await linkParams(unverified, VERIFY_LINK) })).status).toBe(200);
  });

  it('is limited per address (five an hour) and per source (twenty an hour)', async () => {
    const email = uniqueEmail('resend-limit');
    const perAddress = [];
    for (let i = 0; i < 6; i++) perAddress.push((await resendFor(email)).status);
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);

    const from = source();
    const perSource = await Promise.all(
      Array.from({ length: 22 }, () => resendFor(uniqueEmail('resend-flood'), from)),
    );
    expect(perSource.filter((a) => a.status === 200)).toHaveLength(20);
    expect(perSource.filter((a) => a.status === 429)).toHaveLength(2);
  });
});

describe('reset links after a reset', () => {
  it('resetting with the newer of two links kills the older one and every verification link', async () => {
    const learner = await loggedInLearner('Two Links');
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email }, sourceIp: source() });
    const older = await linkParams(learner.email, RESET_LINK);
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email }, sourceIp: source() });
    const newer = await linkParams(learner.email, RESET_LINK);
    expect(newer.token).not.toBe(older.token);
    // A verification link that was never used is outstanding too.
    const { id } = newer;
    await issueLinkToken('verify', id);
    const outstanding = async () =>
      (await partitionItems(`USER#${id}`)).filter((item) => /^(RESET|VERIFY)#/.test(String(item.sk)));
    expect(await outstanding()).toHaveLength(3);

    const body = { password: 'the newer secret', confirmPassword: 'the newer secret' };
    expect((await call(resetPassword, { params: newer, body })).status).toBe(200);

    expect((await call(checkResetLink, { params: older })).status).toBe(404);
    const late = { password: 'the older secret', confirmPassword: 'the older secret' };
    expect((await call(resetPassword, { params: older, body: late })).status).toBe(400);
    expect(await outstanding()).toEqual([]);
    expect((await attemptLogin(learner.email, body.password, source())).status).toBe(200);
    expect((await attemptLogin(learner.email, late.password, source())).status).toBe(401);
  });

  it('checks the link before hashing the new password: an unknown link costs no bcrypt run', async () => {
    const learner = await loggedInLearner('No Free Bcrypt');
    const id = userIdOf(learner.jar);
    const hash = jest.spyOn(bcrypt, 'hash');
    try {
      const answer = await call(resetPassword, {
        params: { id, token: 'not-a-real-reset-token' },
        body: { password: 'brand new secret', confirmPassword: 'brand new secret' },
      });
      expect(answer).toMatchObject({ status: 400, body: { msg: MESSAGES.invalidLink } });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe('long passwords', () => {
  const emoji = (n: number) => '🔑'.repeat(n);

  it('64 characters, even 64 emoji, sign up and log in; 65 are refused, not cut', async () => {
    const email = uniqueEmail('long-pw');
    const password = emoji(64);
    expect((await signUp(email, { password, confirmPassword: password })).status).toBe(201);
    expect((await call(verify, { params: await linkParams(email, VERIFY_LINK) })).status).toBe(200);
    expect((await attemptLogin(email, password, source())).status).toBe(200);

    const tooLong = emoji(65);
    expect(
      await signUp(uniqueEmail('too-long'), { password: tooLong, confirmPassword: tooLong }),
    ).toMatchObject({
      status: 400,
      body: { msg: MESSAGES.invalidInputs },
    });
  });

  it('every character counts: two passwords that share their first 72 bytes are different passwords', async () => {
    const email = uniqueEmail('72-bytes');
    const password = `${emoji(18)}first ending`; // 18 emoji are 72 bytes in UTF-8
    expect((await signUp(email, { password, confirmPassword: password })).status).toBe(201);
    expect((await call(verify, { params: await linkParams(email, VERIFY_LINK) })).status).toBe(200);
    expect((await attemptLogin(email, `${emoji(18)}other ending`, source())).status).toBe(401);
    expect((await attemptLogin(email, password, source())).status).toBe(200);
  });

  it('an account hashed before the pre-hash still logs in, and that login moves it to the new hash', async () => {
    const email = uniqueEmail('legacy-hash');
    const legacyHash = await bcrypt.hash(PASSWORD, 4);
    const user = {
      _id: randomBytes(16).toString('base64url'),
      name: 'Legacy Learner',
      email,
      passwordHash: legacyHash,
      role: 'user' as const,
      createdAt: new Date().toISOString(),
    };
    expect((await createUser(user)).ok).toBe(true);
    await db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: { pk: `USER#${user._id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET verified = :yes REMOVE #ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );

    expect((await attemptLogin(email, PASSWORD, source())).status).toBe(200);
    const upgraded = (await getItem(`USER#${user._id}`, 'PROFILE'))?.passwordHash as string;
    expect(upgraded).toMatch(/^hmac-sha256\+bcrypt\$\$2[aby]\$/);
    expect((await attemptLogin(email, PASSWORD, source())).status).toBe(200);
    expect((await attemptLogin(email, 'not the password', source())).status).toBe(401);
  });
});
