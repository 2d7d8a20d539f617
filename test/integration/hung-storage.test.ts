/**
 * A storage endpoint that accepts connections and then never answers (a wedged service, a network
 * that drops the replies) must not hold a learner's request until the function times out: the
 * client's request timeout turns it into the same prompt 503 as an outage.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../support/free-port';

jest.setTimeout(15_000);

const UNAVAILABLE = {
  status: 503,
  body: { msg: 'The service is briefly unavailable, please try again in a moment.' },
};
/** Two attempts of a 3 s request timeout, plus the retry's back-off. */
const PROMPT_MS = 8_000;

let blackHole: Server;
const accepted = new Set<Socket>();

type Modules = {
  events: typeof import('../support/events');
  handlers: typeof import('../../infra/local/handlers');
  session: typeof import('../../functions/lib/session');
};
let m: Modules;

beforeAll(async () => {
  const port = await freePort();
  blackHole = createServer((socket) => {
    accepted.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => accepted.delete(socket));
  });
  await new Promise<void>((ready) => blackHole.listen(port, '127.0.0.1', ready));
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${port}`;
  // The cloud's request timeout, not the test run's relaxed one: this test is about that timeout.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '3000';
  // The handlers' DynamoDB client reads its endpoint when loaded: load them now, against the black hole.
  jest.resetModules();
  m = {
    events: await import('../support/events'),
    handlers: await import('../../infra/local/handlers'),
    session: await import('../../functions/lib/session'),
  };
});

afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise<void>((done) => blackHole.close(() => done()));
});

it('answers 503 within seconds when storage accepts the connection and never replies', async () => {
  // With a session id: the session check behind a login is the first call that hangs.
  const token = await m.session.signAccessToken({
    userId: 'hung-learner',
    name: 'Hung Learner',
    role: 'user',
    sessionId: 'hung-session',
  });
  const started = Date.now();
  const [read, write] = await Promise.all([
    m.events.call(m.handlers.httpHandler('GET /api/course/detail/{id}'), {
      path: '/api/course/detail/python',
      params: { id: 'python' },
    }),
    m.events.call(m.handlers.httpHandler('POST /api/enroll'), {
      path: '/api/enroll',
      body: { courseId: 'python' },
      cookies: [`lf_access=${token}`],
    }),
  ]);
  const ms = Date.now() - started;
  expect({ status: read.status, body: read.body }).toEqual(UNAVAILABLE);
  expect({ status: write.status, body: write.body }).toEqual(UNAVAILABLE);
  expect(ms).toBeLessThan(PROMPT_MS);
  // The calls did reach the "service" (this is a hang, not a refused connection).
  expect(ms).toBeGreaterThanOrEqual(3_000);
});
