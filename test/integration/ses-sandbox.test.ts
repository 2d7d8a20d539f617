/**
 * A new AWS account is in the SES sandbox: SES refuses mail to any address that is not verified.
 * The local SES never refuses, so this file points the mail client at a stand-in that answers the
 * way SES does in the sandbox (HTTP 400, MessageRejected, naming the unverified identities), and
 * checks what the learner and the operator get.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A first registration loads the handlers and hashes a password; slow on a loaded machine.
jest.setTimeout(60_000);

type Modules = {
  events: typeof import('../support/events');
  items: typeof import('../support/table-items');
  users: typeof import('../support/users');
  handlers: typeof import('../../infra/local/handlers');
  mail: typeof import('../../functions/lib/mail-refusal');
};

const SENDER = 'no-reply@learnfree.example';

/** Which identities the stand-in reports as unverified: the recipient (sandbox) or the sender. */
let refuse: 'recipient' | 'sender' = 'recipient';
let ses: Server;
let m: Modules;
let logged: string[] = [];
const previous = { ...process.env };

beforeAll(async () => {
  ses = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const recipient = new URLSearchParams(body).get('Destination.ToAddresses.member.1') ?? '';
      const identity = refuse === 'recipient' ? recipient : SENDER;
      res.writeHead(400, { 'content-type': 'text/xml' });
      res.end(
        `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>MessageRejected</Code><Message>Email address is not verified. The following identities failed the check in region US-EAST-1: ${identity}</Message></Error><RequestId>sandbox-1</RequestId></ErrorResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => ses.listen(0, '127.0.0.1', resolve));
  process.env.SES_ENDPOINT = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = `LearnFree <${SENDER}>`;
  process.env.LOG_LEVEL = 'info';
  // Loaded now, so the mail client and the log read this file's settings.
  jest.resetModules();
  m = {
    events: await import('../support/events'),
    items: await import('../support/table-items'),
    users: await import('../support/users'),
    handlers: await import('../../infra/local/handlers'),
    mail: await import('../../functions/lib/mail-refusal'),
  };
});

beforeEach(() => {
  logged = [];
  jest.spyOn(process.stderr, 'write').mockImplementation((line) => {
    logged.push(String(line));
    return true;
  });
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  Object.assign(process.env, {
    SES_ENDPOINT: previous.SES_ENDPOINT,
    MAIL_FROM: previous.MAIL_FROM,
    LOG_LEVEL: previous.LOG_LEVEL,
  });
  await new Promise((resolve) => ses.close(resolve));
});

async function registerWith(email: string) {
  const password = 'correct horse 1';
  return m.events.call(m.handlers.httpHandler('POST /api/register'), {
    path: '/api/register',
    body: { name: 'Sandbox Learner', email, password, confirmPassword: password },
    sourceIp: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

const refusals = () =>
  logged
    .flatMap((line) => line.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.message === m.mail.MAIL_REFUSED_LOG);

it('tells the learner the mail could not be sent (503) and leaves no account behind', async () => {
  refuse = 'recipient';
  const email = m.users.uniqueEmail('sandbox');
  const answer = await registerWith(email);
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 503,
    body: { msg: 'We could not send the e-mail right now. Please try again later.' },
  });
  expect(await m.items.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined();
  expect((await m.items.allItems()).filter((item) => item.email === email)).toEqual([]);
});

it('logs one line that names the sandbox, for the alarm, without the address', async () => {
  refuse = 'recipient';
  const email = m.users.uniqueEmail('sandbox');
  await registerWith(email);
  expect(refusals()).toEqual([
    expect.objectContaining({
      level: 'error',
      reason: m.mail.SANDBOX_REASON,
      hint: expect.stringMatching(/sandbox.*production access/),
    }),
  ]);
  expect(logged.join('')).not.toContain(email);
});

it('tells a sender that is not verified apart from the sandbox', async () => {
  refuse = 'sender';
  await registerWith(m.users.uniqueEmail('sandbox'));
  expect(refusals()).toEqual([
    expect.objectContaining({
      reason: 'sender-not-verified',
      hint: expect.stringMatching(/sender identity/),
    }),
  ]);
});
