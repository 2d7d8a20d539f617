/**
 * The signed POST's time limits fail a call the server is slow to take, not a call the process was
 * too busy to notice: on a shared machine (or a Lambda function given a sliver of a CPU) a process
 * can wake with its connect timer due and the connect already done. Timers run before I/O in Node's
 * loop, so the limit has to look again once the waiting I/O is handled.
 */
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONNECT_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type SignedAnswer, signedPost } from './signed-http';

const servers: Server[] = [];

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

/** A server of its own for each test, so no keep-alive socket of another test is reused. */
async function answeringServer(): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('posted'));
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Holds the process off its event loop for `ms`, as a machine too busy to schedule it would. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

const post = (endpoint: string) =>
  signedPost({ service: 'execute-api', endpoint, path: '/@connections/abc%3D', body: '{"event":"chat"}' });

it('answers when the process was held past the connect limit just after connecting', async () => {
  const endpoint = await answeringServer();
  const heldAfterConnect = () => {
    // The socket's connect is started on the next tick; hold the process right after it, so the
    // connect completes while nothing runs and the timer is due when the loop resumes.
    process.nextTick(() => process.nextTick(() => busyFor(CONNECT_TIMEOUT_MS + 300)));
  };
  diagnostics.subscribe('net.client.socket', heldAfterConnect);
  try {
    // From a setImmediate callback the loop goes on to its timers next, before it polls for I/O.
    const answer = await new Promise<SignedAnswer>((answered, failed) =>
      setImmediate(() => post(endpoint).then(answered, failed)),
    );
    expect(answer).toMatchObject({ status: 200, body: 'posted' });
  } finally {
    diagnostics.unsubscribe('net.client.socket', heldAfterConnect);
  }
});

it('still fails a call the server does not answer within the limit', async () => {
  const server = createServer(() => {
    // takes the request and never answers
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const started = Date.now();
  await expect(post(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)).rejects.toMatchObject({
    name: 'TimeoutError',
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
});
