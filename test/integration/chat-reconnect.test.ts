/**
 * Reconnecting after the access cookie expired, as after a laptop slept or a background tab was
 * throttled past the 15-minute cookie: the real gateway refuses the upgrade (401), the app's chat
 * socket (web/src/lib/socket.ts) renews the session once through the real refresh handler and
 * connects again at once with the new cookie, instead of failing until the 870-second refresh timer.
 * The clock and the timers are fake, so nothing here waits on time; the sockets and refusals are real.
 */
import WebSocket from 'ws';
import { type Gateway, startGateway } from '../../infra/local/gateway';
import { httpHandler } from '../../infra/local/handlers';
import { TOKENS } from '../../shared/constants';
import { io, type Socket, type WebSocketConstructor } from '../../web/src/lib/socket';
import { freePort } from '../support/free-port';
import { pointAtGateway } from '../support/gateway-environment';
import { loggedInLearner, type TestLearner } from '../support/users';

let gateway: Gateway;
let site: string;
let restoreEnvironment: () => void;
const open: Socket[] = [];

beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  restoreEnvironment = pointAtGateway(site);
  gateway = await startGateway({ port });
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
  jest.useRealTimers();
});

afterAll(async () => {
  await gateway.close();
  restoreEnvironment();
});

const refreshHandler = httpHandler('GET /api/token/refresh');

/** A browser tab's WebSocket: it sends whatever cookies the learner's jar holds when it opens. */
const tabOf = (learner: TestLearner): WebSocketConstructor =>
  class extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { Cookie: learner.jar.cookies().join('; '), Origin: site } });
      // A browser reports a refused upgrade as a close; here it is also an 'error' event, heard here.
      this.on('error', () => {});
    }
  } as unknown as WebSocketConstructor;

/** The tab's chat socket, renewing the session the way the app does (one refresh call). */
function chatOf(learner: TestLearner) {
  const renewals: number[] = [];
  const refreshSession = async () => {
    const answer = await learner.jar.call(refreshHandler, { path: '/api/token/refresh' });
    renewals.push(answer.status);
  };
  const socket = io(site, { WebSocket: tabOf(learner), refreshSession });
  open.push(socket);
  const failures: Error[] = [];
  socket.on('connect_error', (error: Error) => failures.push(error));
  return { socket, renewals, failures };
}

/** Resolves once `event` has fired `times` times in all (counting from when the socket was made). */
function fired(socket: Socket, event: string, times: number, seen: () => number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (seen() < times) return;
      socket.off(event, check);
      resolve();
    };
    socket.on(event, check);
    check();
  });
}

/** The laptop slept: the clock moves a minute past the access cookie's lifetime (and no timer fires). */
function sleepPastTheAccessCookie(): void {
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    now: Date.now() + (TOKENS.accessTtlSeconds + 60) * 1000,
  });
}

describe('a chat tab whose access cookie expired while the laptop slept', () => {
  it('is refused, renews the session once, and connects at once with the new cookie', async () => {
    const learner = await loggedInLearner('Sleepy Learner');
    const before = learner.jar.get('lf_access');
    sleepPastTheAccessCookie();
    const sleptUntil = Date.now();

    const { socket, renewals, failures } = chatOf(learner);
    let connects = 0;
    socket.on('connect', () => connects++);
    await fired(socket, 'connect', 1, () => connects);

    expect(failures).toHaveLength(1);
    expect(renewals).toEqual([200]);
    expect(learner.jar.get('lf_access')).not.toBe(before);
    expect(socket.connected).toBe(true);
    // No backoff delay and no refresh timer had to pass: the clock never moved.
    expect(Date.now()).toBe(sleptUntil);
  });

  it('whose session has ended renews once, then keeps backing off without renewing again', async () => {
    const learner = await loggedInLearner('Ended Learner');
    await learner.jar.call(httpHandler('GET /api/logout'), { path: '/api/logout' });
    sleepPastTheAccessCookie();

    const { socket, renewals, failures } = chatOf(learner);
    await fired(socket, 'connect_error', 2, () => failures.length);
    expect(renewals).toEqual([401]);
    // Each further try waits out the backoff (at most 5 s) and is refused again, with no renewal.
    for (let tries = 3; tries <= 4; tries++) {
      await jest.advanceTimersByTimeAsync(5_000);
      await fired(socket, 'connect_error', tries, () => failures.length);
    }
    expect(renewals).toEqual([401]);
    expect(socket.connected).toBe(false);
  });
});
