/**
 * The functions read Secrets Manager with one signed request of their own (secrets.ts), not the
 * SDK's client. Here both read from the same local server, which records what each sent: the same
 * operation, body and signing scope, and the same value or error back.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerSource } from './secrets';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = { status: number; headers?: Record<string, string>; body: unknown };

let server: Server;
let endpoint: string;
let received: Received[] = [];
let answers: Answer[] = [];

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-AbCdEf';
const saved = { ...process.env };

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  delete process.env.AWS_SESSION_TOKEN;
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ method: request.method!, path: request.url!, headers: request.headers, body });
      const answer = answers.shift() ?? {
        status: 200,
        body: { ARN, Name: 'origin', SecretString: 'the secret' },
      };
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env = { ...saved };
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

beforeEach(() => {
  received = [];
  answers = [];
});

const sdkClient = () =>
  new SecretsManagerClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    maxAttempts: 1,
  });

/** `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261127/us-east-1/secretsmanager/aws4_request` without the date. */
const scopeOf = (request: Received) =>
  /Credential=([^/]+)\/\d{8}\/([^,]+),/.exec(String(request.headers.authorization))?.slice(1);

it('asks for a value as the SDK does, and reads the same value', async () => {
  const theirs = await sdkClient().send(new GetSecretValueCommand({ SecretId: ARN }));
  const ours = await secretsManagerSource(endpoint)(ARN);
  expect(ours).toBe(theirs.SecretString);
  expect(ours).toBe('the secret');
  const [sdk, own] = received as [Received, Received];
  expect(own.method).toBe(sdk.method);
  expect(own.path).toBe(sdk.path);
  expect(own.headers['x-amz-target']).toBe(sdk.headers['x-amz-target']);
  expect(own.headers['content-type']).toBe(sdk.headers['content-type']);
  expect(JSON.parse(own.body)).toEqual(JSON.parse(sdk.body));
  expect(scopeOf(own)).toEqual(scopeOf(sdk));
  expect(scopeOf(own)).toEqual(['AKIDEXAMPLE', 'us-east-1/secretsmanager/aws4_request']);
  expect(String(own.headers.authorization)).toMatch(/SignedHeaders=[^,]*x-amz-target/);
});

it('fails with the error Secrets Manager names, as the SDK does, and does not ask again', async () => {
  const refusal: Answer = {
    status: 400,
    headers: { 'x-amzn-errortype': 'ResourceNotFoundException' },
    body: {
      __type: 'ResourceNotFoundException',
      message: "Secrets Manager can't find the specified secret.",
    },
  };
  answers = [refusal, refusal];
  const theirs = await sdkClient()
    .send(new GetSecretValueCommand({ SecretId: ARN }))
    .catch((error: Error) => error);
  const ours = await secretsManagerSource(endpoint)(ARN).catch((error: Error) => error);
  expect(ours).toBeInstanceOf(Error);
  expect((ours as Error).name).toBe((theirs as Error).name);
  expect((ours as Error).name).toBe('ResourceNotFoundException');
  expect((ours as Error).message).toBe("Secrets Manager can't find the specified secret.");
  expect(received).toHaveLength(2);
});

it('asks once more after a throttled or failing answer, and gives up after that', async () => {
  answers = [{ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } }];
  expect(await secretsManagerSource(endpoint)(ARN)).toBe('the secret');
  expect(received).toHaveLength(2);

  received = [];
  const failing: Answer = { status: 500, body: { __type: 'InternalServiceError', message: 'try again' } };
  answers = [failing, failing];
  await expect(secretsManagerSource(endpoint)(ARN)).rejects.toMatchObject({
    name: 'InternalServiceError',
    $metadata: { httpStatusCode: 500 },
  });
  expect(received).toHaveLength(2);
});
