/**
 * What learners get when a dependency fails: storage or mail going away must answer a clear 503
 * within seconds (never a 500, never a hang), leave nothing half-made behind, and heal on its own
 * once the dependency is back, without restarting the functions.
 *
 * This file reaches DynamoDB Local through a link of its own, to a table of its own, and runs its
 * own local SES, so taking them away leaves the services of every other test file alone.
 */
import { recogniseErrorsOfEveryRealm } from '../support/one-realm';
import { type OwnServices, startOwnServices } from '../support/own-services';

jest.setTimeout(60_000);

const UNAVAILABLE = {
  status: 503,
  body: { msg: 'The service is briefly unavailable, please try again in a moment.' },
};
/** Short client timeouts and two attempts: a learner hears back well within this. */
const PROMPT_MS = 8_000;

type Modules = {
  users: typeof import('../support/users');
  learning: typeof import('../support/learning-client');
  events: typeof import('../support/events');
  inbox: typeof import('../support/inbox');
  items: typeof import('../support/table-items');
  handlers: typeof import('../../infra/local/handlers');
  table: typeof import('../../infra/local/table');
};

let services: OwnServices;
let m: Modules;
let ordinaryErrors: () => void;

beforeAll(async () => {
  ordinaryErrors = recogniseErrorsOfEveryRealm();
  services = await startOwnServices('learnfree-faults');
  Object.assign(process.env, services.env);
  // Everything that reaches a handler's clients is loaded now, so it reads this file's endpoints.
  jest.resetModules();
  m = {
    users: await import('../support/users'),
    learning: await import('../support/learning-client'),
    events: await import('../support/events'),
    inbox: await import('../support/inbox'),
    items: await import('../support/table-items'),
    handlers: await import('../../infra/local/handlers'),
    table: await import('../../infra/local/table'),
  };
  await m.table.seedCatalogue();
});

afterEach(() => services?.restore());

afterAll(async () => {
  await services?.stop();
  ordinaryErrors();
});

async function timed<T>(action: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await action();
  return { answer, ms: Date.now() - started };
}

describe('when DynamoDB stops and starts again', () => {
  it('answers 503 promptly while it is down, then serves the same data again without a restart', async () => {
    const learner = await m.users.loggedInLearner('Outage Learner');
    const client = m.learning.learningClient(learner.jar);
    const catalogue = await client.courses();
    expect(catalogue.status).toBe(200);
    const [first, second] = catalogue.body.map((course) => course._id);
    if (!first || !second) throw new Error('the seed catalogue has fewer than two courses');

    expect((await client.enroll(first)).status).toBe(200);
    expect((await client.detail(first)).status).toBe(200);

    await services.stopDynamoDb();
    const calls: Record<string, () => Promise<{ status: number; body: unknown }>> = {
      'GET /api/course/detail/{id}': () => client.detail(first),
      'GET /api/users/dashboard': () => client.dashboard(),
      'POST /api/enroll': () => client.enroll(second),
    };
    for (const [route, call] of Object.entries(calls)) {
      const { answer, ms } = await timed(call);
      expect({ route, status: answer.status, body: answer.body }).toEqual({ route, ...UNAVAILABLE });
      expect(ms).toBeLessThan(PROMPT_MS);
    }

    await services.startDynamoDb();
    // The same function instances (and SDK client) as before the outage.
    expect((await client.detail(first)).body._id).toBe(first);
    expect((await client.enroll(second)).status).toBe(200);
    const dashboard = await client.dashboard();
    expect(dashboard.status).toBe(200);
    // The enrolment from before the outage survived it, and the one after it is there too.
    expect(dashboard.body.courseEnrolled.map((entry) => entry.courseId._id).sort()).toEqual(
      [first, second].sort(),
    );
  });
});

describe('when the mail service is down during registration', () => {
  it('answers 503, leaves no account behind, and the same address registers once mail is back', async () => {
    const email = m.users.uniqueEmail('mail-outage');
    const password = 'correct horse 1';
    const registration = {
      path: '/api/register',
      body: { name: 'Mail Outage', email, password, confirmPassword: password },
      sourceIp: '10.66.0.1',
    };
    // The attempt counter of the registration limit is the only write a failed attempt keeps.
    const stored = async () =>
      m.items.itemKeys(await m.items.allItems()).filter((key) => !key.startsWith('RATE#'));
    const before = await stored();

    await services.stopMail();
    const { answer, ms } = await timed(() =>
      m.events.call(m.handlers.httpHandler('POST /api/register'), registration),
    );
    expect({ status: answer.status, body: answer.body }).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(PROMPT_MS);

    expect(await m.items.getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined();
    const leftovers = (await m.items.allItems()).filter((item) => item.email === email);
    expect(leftovers).toEqual([]);
    expect(await stored()).toEqual(before);

    await services.startMail();
    const retry = await m.events.call(m.handlers.httpHandler('POST /api/register'), registration);
    expect(retry.status).toBe(201);
    const params = await m.inbox.linkParams(email, m.inbox.VERIFY_LINK);
    expect(
      (await m.events.call(m.handlers.httpHandler('GET /api/users/{id}/verify/{token}'), { params })).status,
    ).toBe(200);
  });
});
