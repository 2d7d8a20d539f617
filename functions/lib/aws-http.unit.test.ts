/**
 * The time limits of calls to AWS APIs fail a call the server is slow to take, not a call the process
 * was too busy to notice: on a shared machine (or a Lambda function given a sliver of a CPU) a
 * process can wake with its connect timer due and the connect already done. Timers run before I/O in
 * Node's loop, so the limit has to look again once the waiting I/O is handled. Both our own signed
 * posts and the SDK client that closes chat sockets send this way.
 */
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { awsSdkHandler, CONNECT_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './aws-http';
import { dynamoDbClient, GetCommand } from './dynamodb';
import { type SignedAnswer, signedPost } from './signed-http';
import { closeConnection } from './ws-management';

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
async function answeringServer(
  answer: (response: ServerResponse) => void = (response) => response.end('posted'),
): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response));
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

/** Runs `call` from a setImmediate callback (the loop goes on to its timers next, before it polls for
 * I/O) and holds the process right after its socket starts to connect, for longer than the limit. */
async function heldAfterConnect<T>(call: () => Promise<T>): Promise<T> {
  const hold = () => {
    // The socket's connect is started on the next tick; hold the process right after it, so the
    // connect completes while nothing runs and the timer is due when the loop resumes.
    process.nextTick(() => process.nextTick(() => busyFor(CONNECT_TIMEOUT_MS + 300)));
  };
  diagnostics.subscribe('net.client.socket', hold);
  try {
    return await new Promise<T>((answered, failed) => setImmediate(() => call().then(answered, failed)));
  } finally {
    diagnostics.unsubscribe('net.client.socket', hold);
  }
}

it('answers when the process was held past the connect limit just after connecting', async () => {
  const endpoint = await answeringServer();
  const answer = await heldAfterConnect<SignedAnswer>(() => post(endpoint));
  expect(answer).toMatchObject({ status: 200, body: 'posted' });
});

it('lets our DynamoDB client keep a connect that completed while the process was held', async () => {
  let connections = 0;
  const endpoint = await answeringServer((response) =>
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'),
  );
  servers.at(-1)!.on('connection', () => connections++);
  const client = dynamoDbClient({
    endpoint,
    credentials: () => ({ accessKeyId: 'local', secretAccessKey: 'local' }),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  const read = () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }));
  await expect(heldAfterConnect(read)).resolves.toMatchObject({ $metadata: { httpStatusCode: 200 } });
  expect(connections).toBe(1);
});

it('lets an SDK client keep a connect that completed while the process was held', async () => {
  let connections = 0;
  const endpoint = await answeringServer((response) =>
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'),
  );
  servers.at(-1)!.on('connection', () => connections++);
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 2,
    requestHandler: awsSdkHandler({ requestTimeoutMs: REQUEST_TIMEOUT_MS }),
  });
  const read = () => client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));
  await expect(heldAfterConnect(read)).resolves.toMatchObject({ $metadata: { httpStatusCode: 200 } });
  expect(connections).toBe(1);
  client.destroy();
});

describe('closing a chat socket', () => {
  it('closes it when the process was held past the connect limit just after connecting', async () => {
    const closed: string[] = [];
    let connections = 0;
    const endpoint = await answeringServer((response) => response.writeHead(204).end());
    servers.at(-1)!.on('request', (request) => closed.push(`${request.method} ${request.url}`));
    servers.at(-1)!.on('connection', () => connections++);
    await expect(heldAfterConnect(() => closeConnection(endpoint, 'L0SM9cOF/HcCIhw='))).resolves.toBe(true);
    expect(closed).toEqual(['DELETE /@connections/L0SM9cOF%2FHcCIhw%3D']);
    // The connect that completed while the process was held was used, not timed out and retried: on
    // a machine busy enough to hold the retry too, that was a socket left open after a logout.
    expect(connections).toBe(1);
  });

  it('answers false for a connection that is already gone, and fails on any other refusal', async () => {
    const gone = await answeringServer((response) =>
      response
        .writeHead(410, { 'x-amzn-errortype': 'GoneException', 'content-type': 'application/json' })
        .end('{"message":"gone"}'),
    );
    await expect(closeConnection(gone, 'abc=')).resolves.toBe(false);
    const forbidden = await answeringServer((response) =>
      response
        .writeHead(403, { 'x-amzn-errortype': 'ForbiddenException', 'content-type': 'application/json' })
        .end('{"message":"Forbidden"}'),
    );
    await expect(closeConnection(forbidden, 'abc=')).rejects.toMatchObject({ name: 'ForbiddenException' });
  });
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
