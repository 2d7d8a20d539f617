/**
 * Bounces and complaints, end to end against the real local SES and DynamoDB Local: mail to SES's
 * mailbox-simulator addresses produces the events SES publishes in AWS, which reach the mail-event
 * worker (in this process, as the local stack invokes it), which marks the account; from then on the
 * product sends that address nothing, and its owner is told. This file runs a local SES of its own,
 * so the sandbox it switches on reaches no other test file.
 */
import { randomBytes } from 'node:crypto';
import type { SesLocal } from '../../infra/local/ses';
import type { SnsEvent } from './ses-events';

// A registration hashes a password and loads the handlers; slow on a loaded machine.
jest.setTimeout(60_000);

type Modules = {
  events: typeof import('../../test/support/events');
  inbox: typeof import('../../test/support/inbox');
  items: typeof import('../../test/support/table-items');
  handlers: typeof import('../../infra/local/handlers');
  delivery: typeof import('../../shared/mail-delivery');
  refusal: typeof import('../lib/mail-refusal');
};

let m: Modules;
let ses: SesLocal;
const previous = { SES_ENDPOINT: process.env.SES_ENDPOINT, LOG_LEVEL: process.env.LOG_LEVEL };

/** Events the worker has finished with, and the tests waiting for a count of them. */
let delivered = 0;
const waiting: Array<() => void> = [];
const deliveriesReach = (count: number) =>
  new Promise<void>((resolve) => {
    const check = () => (delivered >= count ? resolve() : waiting.push(check));
    check();
  });

const worker = (event: SnsEvent) => m.handlers.workerHandler('mail-events')!(event, { awsRequestId: 'test' });

beforeAll(async () => {
  const { startSesLocal } = await import('../../infra/local/ses');
  ses = await startSesLocal(0, {
    deliver: async (event) => {
      try {
        await worker(event);
      } finally {
        delivered++;
        for (const next of waiting.splice(0)) next();
      }
    },
  });
  process.env.SES_ENDPOINT = ses.endpoint;
  process.env.LOG_LEVEL = 'info';
  // Loaded now, so the mail client sends to this file's SES.
  jest.resetModules();
  m = {
    events: await import('../../test/support/events'),
    inbox: await import('../../test/support/inbox'),
    items: await import('../../test/support/table-items'),
    handlers: await import('../../infra/local/handlers'),
    delivery: await import('../../shared/mail-delivery'),
    refusal: await import('../lib/mail-refusal'),
  };
});

afterAll(async () => {
  Object.assign(process.env, previous);
  await ses.stop();
});

const password = 'correct horse 1';
const sourceIp = () => `10.91.${randomBytes(2).join('.')}`;
const label = () => randomBytes(5).toString('hex');
const handler = (key: Parameters<Modules['handlers']['httpHandler']>[0]) => m.handlers.httpHandler(key);

function register(email: string) {
  return m.events.call(handler('POST /api/register'), {
    path: '/api/register',
    body: { name: 'Mail Learner', email, password, confirmPassword: password },
    sourceIp: sourceIp(),
  });
}

const login = (jar: InstanceType<Modules['events']['CookieJar']>, email: string, given = password) =>
  jar.call(handler('POST /api/login'), {
    path: '/api/login',
    body: { email, password: given },
    sourceIp: sourceIp(),
  });

async function profileOf(email: string) {
  const claim = await m.items.getItem(`EMAIL#${email}`, 'EMAIL');
  return m.items.getItem(`USER#${claim!.userId as string}`, 'PROFILE');
}

/** Registers `email` and waits until the worker has handled the event its verification mail drew. */
async function registerAndAwaitEvent(email: string) {
  const before = delivered;
  expect((await register(email)).status).toBe(201);
  await deliveriesReach(before + 1);
}

describe('a verification mail that bounces', () => {
  it('marks the account, and a login with the right password answers 403 saying what to do', async () => {
    const email = `bounce+${label()}@simulator.amazonses.com`;
    await registerAndAwaitEvent(email);
    expect((await profileOf(email))?.mailUndeliverable).toEqual({ reason: 'bounce', at: expect.any(String) });

    const mailsBefore = (await m.inbox.mailsTo(email)).length;
    const answer = await login(new m.events.CookieJar(), email);
    expect({ status: answer.status, msg: answer.body.msg }).toEqual({
      status: 403,
      msg: m.delivery.VERIFICATION_UNDELIVERABLE_MSG,
    });
    expect(answer.body.msg).toMatch(/couldn't deliver the verification mail.*sign up again/);
    // No new link goes to an address known to bounce.
    expect(await m.inbox.mailsTo(email)).toHaveLength(mailsBefore);
  });

  it('still answers a wrong password as any wrong password', async () => {
    const email = `bounce+${label()}@simulator.amazonses.com`;
    await registerAndAwaitEvent(email);
    const answer = await login(new m.events.CookieJar(), email, 'not the password 1');
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe('Invalid email or password.');
  });

  it('sends no more verification or reset mail to it, with the same answers as for any address', async () => {
    const email = `bounce+${label()}@simulator.amazonses.com`;
    await registerAndAwaitEvent(email);
    const mailsBefore = (await m.inbox.mailsTo(email)).length;
    const resend = await m.events.call(handler('POST /api/users/verify/resend'), {
      path: '/api/users/verify/resend',
      body: { email },
      sourceIp: sourceIp(),
    });
    const reset = await m.events.call(handler('POST /api/users/reset'), {
      path: '/api/users/reset',
      body: { email },
      sourceIp: sourceIp(),
    });
    expect([resend.status, reset.status]).toEqual([200, 200]);
    expect(await m.inbox.mailsTo(email)).toHaveLength(mailsBefore);
  });
});

describe('a complaint', () => {
  it('marks a verified account; its page and dashboard show it until the learner asks for mail again', async () => {
    const email = `complaint+${label()}@simulator.amazonses.com`;
    await registerAndAwaitEvent(email);
    // The verification mail arrived (it drew the complaint): the learner verifies and logs in.
    const params = await m.inbox.linkParams(email, m.inbox.VERIFY_LINK);
    expect((await m.events.call(handler('GET /api/users/{id}/verify/{token}'), { params })).status).toBe(200);
    const jar = new m.events.CookieJar();
    expect((await login(jar, email)).status).toBe(200);

    const me = () => jar.call(handler('GET /api/users/me'), { path: '/api/users/me' });
    const dashboard = () => jar.call(handler('GET /api/users/dashboard'), { path: '/api/users/dashboard' });
    const mark = { reason: 'complaint', at: expect.any(String) };
    expect((await me()).body.mailUndeliverable).toEqual(mark);
    expect((await dashboard()).body.mailUndeliverable).toEqual(mark);

    const resumed = await jar.call(handler('POST /api/users/me/mail-delivery'), {
      path: '/api/users/me/mail-delivery',
      body: {},
    });
    expect({ status: resumed.status, msg: resumed.body.msg }).toEqual({
      status: 200,
      msg: m.delivery.MAIL_RESUMED_MSG,
    });
    expect((await me()).body.mailUndeliverable).toBeNull();
    expect((await dashboard()).body).not.toHaveProperty('mailUndeliverable');
  });
});

describe('the worker', () => {
  const bounceOf = (address: string, bounceType: string, timestamp: string): SnsEvent => ({
    Records: [
      {
        Sns: {
          Message: JSON.stringify({
            eventType: 'Bounce',
            bounce: { bounceType, bouncedRecipients: [{ emailAddress: address }], timestamp },
          }),
        },
      },
    ],
  });

  async function registeredAddress() {
    const email = `learner.${label()}@example.com`;
    expect((await register(email)).status).toBe(201);
    return email;
  }

  it('leaves an address alone on a transient bounce (a full mailbox)', async () => {
    const email = await registeredAddress();
    await worker(bounceOf(email, 'Transient', new Date().toISOString()));
    expect((await profileOf(email))?.mailUndeliverable).toBeUndefined();
  });

  it('keeps the first mark when SES delivers the same event again', async () => {
    const email = await registeredAddress();
    await worker(bounceOf(email.toUpperCase(), 'Permanent', '2026-01-02T03:04:05.000Z'));
    await worker(bounceOf(email, 'Permanent', '2026-02-02T03:04:05.000Z'));
    expect((await profileOf(email))?.mailUndeliverable).toEqual({
      reason: 'bounce',
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('ignores an address no account holds, and never logs an address', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const stranger = `nobody.${label()}@example.com`;
    try {
      await worker(bounceOf(stranger, 'Permanent', new Date().toISOString()));
    } finally {
      spy.mockRestore();
    }
    expect(await m.items.getItem(`EMAIL#${stranger}`, 'EMAIL')).toBeUndefined();
    const run = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.worker);
    expect(run).toMatchObject({ worker: 'mail-events', events: 1, marked: 0, withoutAccount: 1 });
    expect(lines.join('')).not.toContain(stranger);
  });
});

describe('the SES sandbox', () => {
  afterEach(async () => {
    await fetch(`${ses.endpoint}/__control/sandbox`, { method: 'POST', body: '{"sandbox": false}' });
  });

  it('answers the learner 503 with a clear message and logs the line the sandbox alarm counts', async () => {
    await fetch(`${ses.endpoint}/__control/sandbox`, { method: 'POST', body: '{"sandbox": true}' });
    const lines: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const email = `learner.${label()}@example.com`;
    let answer: Awaited<ReturnType<typeof register>>;
    try {
      answer = await register(email);
    } finally {
      spy.mockRestore();
    }
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: { msg: 'We could not send the e-mail right now. Please try again later.' },
    });
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.message === m.refusal.MAIL_REFUSED_LOG);
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 'error',
        reason: m.refusal.SANDBOX_REASON,
        hint: expect.stringMatching(/sandbox/),
      }),
    ]);
    expect(lines.join('')).not.toContain(email);
    // No account is left behind to block a later registration.
    expect(await m.items.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined();
  });
});
