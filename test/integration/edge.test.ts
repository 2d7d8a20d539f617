/**
 * The edge as the only way in. In the cloud CloudFront adds a secret header and the viewer's
 * address; locally the gateway does the same. A caller who goes around the edge (a public
 * execute-api URL) is refused, and a caller who claims other addresses is still counted as itself.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { RATE_LIMITS } from '../../functions/data/rate-limit-table';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/edge-headers';
import type { WsEvent } from '../../functions/runtime/ws';
import { type Gateway, startGateway } from '../../infra/local/gateway';
import { httpHandler, wsHandler } from '../../infra/local/handlers';
import { call, siteOrigin } from '../support/events';
import { freePort } from '../support/free-port';
import { pointAtGateway } from '../support/gateway-environment';
import { ownLoopback, postFromLoopback } from '../support/own-loopback';
import { loggedInLearner, type TestLearner, uniqueEmail } from '../support/users';

// Many requests through real handlers and DynamoDB Local: slow on a loaded machine, never stuck.
jest.setTimeout(60_000);

const forgot = httpHandler('POST /api/users/reset');
const connect = wsHandler('$connect');
const SECRET = randomBytes(32).toString('base64url');
const secretBefore = process.env.ORIGIN_SECRET;
let restoreEnvironment: () => void;
let gateway: Gateway;
let port: number;
let learner: TestLearner;

beforeAll(async () => {
  // Signed up by calling the handlers directly, before the edge is switched on.
  learner = await loggedInLearner('Edge Walker');
  port = await freePort();
  restoreEnvironment = pointAtGateway(`http://localhost:${port}`);
  process.env.ORIGIN_SECRET = SECRET;
  gateway = await startGateway({ port });
});

afterAll(async () => {
  await gateway.close();
  restoreEnvironment();
  if (secretBefore === undefined) delete process.env.ORIGIN_SECRET;
  else process.env.ORIGIN_SECRET = secretBefore;
});

/** POSTs JSON to the gateway from `localAddress` with extra headers; resolves with the status. */
const post = async (path: string, body: unknown, headers: Record<string, string>, localAddress: string) =>
  (
    await postFromLoopback(
      `http://127.0.0.1:${port}${path}`,
      body,
      { origin: siteOrigin(), ...headers },
      localAddress,
    )
  ).status;

describe('a caller who claims a new address on every request', () => {
  it('is still limited: 25 forgot-password calls through the gateway, each with another forged address', async () => {
    const from = ownLoopback();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const forged = {
        [VIEWER_ADDRESS_HEADER]: `198.51.${Math.floor(i / 250)}.${i % 250}:4000`,
        [ORIGIN_SECRET_HEADER]: 'a-guess-at-the-secret',
      };
      statuses.push(await post('/api/users/reset', { email: uniqueEmail('forgot') }, forged, from));
    }
    const allowed = RATE_LIMITS.forgotPerSource.limit;
    expect(statuses.slice(0, allowed).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array(25 - allowed).fill(429));
  });

  it('gets an ordinary answer, never a 500, for a 3,000-character viewer address', async () => {
    const huge = { [VIEWER_ADDRESS_HEADER]: `${'9'.repeat(3_000)}:1` };
    expect(await post('/api/users/reset', { email: uniqueEmail('huge') }, huge, ownLoopback())).toBe(200);
  });
});

describe('a caller who goes around the edge', () => {
  it('is refused with 403 by the HTTP API', async () => {
    const answer = await call(forgot, { path: '/api/users/reset', body: { email: uniqueEmail('direct') } });
    expect(answer.status).toBe(403);
    const guessed = await call(forgot, {
      path: '/api/users/reset',
      body: { email: uniqueEmail('direct') },
      headers: { [ORIGIN_SECRET_HEADER]: 'a-guess-at-the-secret' },
    });
    expect(guessed.status).toBe(403);
  });

  it('with the secret but a 3,000-character viewer address, gets a 4xx at worst, never a 500', async () => {
    const answer = await call(forgot, {
      path: '/api/users/reset',
      body: { email: uniqueEmail('long') },
      headers: { [ORIGIN_SECRET_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: `${'1'.repeat(3_000)}:1` },
    });
    expect(answer.status).toBeLessThan(500);
  });

  it('cannot open a chat connection (403), even with a valid session', async () => {
    const event: WsEvent = {
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        connectionId: randomBytes(11).toString('base64'),
        requestId: randomBytes(8).toString('hex'),
        domainName: 'localhost',
        stage: 'local',
        apiId: 'local',
        connectedAt: Date.now(),
        requestTimeEpoch: Date.now(),
        extendedRequestId: 'x',
        messageDirection: 'IN',
        messageId: 'x',
        requestTime: new Date().toUTCString(),
        identity: { sourceIp: '203.0.113.5' },
      },
      headers: { Origin: siteOrigin(), Cookie: learner.jar.cookies().join('; ') },
      isBase64Encoded: false,
    };
    expect((await connect(event)).statusCode).toBe(403);
  });

  it('through the gateway, the same learner gets a chat connection: the gateway adds what CloudFront adds', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/socket.io?EIO=4&transport=websocket`, {
      headers: {
        Origin: siteOrigin(),
        Cookie: learner.jar.cookies().join('; '),
        [ORIGIN_SECRET_HEADER]: 'a-guess-at-the-secret',
      },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
      socket.once('error', reject);
    });
    socket.terminate();
  });
});
