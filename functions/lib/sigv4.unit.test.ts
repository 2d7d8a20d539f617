/**
 * Our signer against the SDK's own (`@smithy/signature-v4`, which the operator commands use): the
 * same request, credentials and time must give the same headers, signature included, or AWS would
 * refuse every post to a chat connection and every worker invocation.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { type Credentials, type Signable, signRequest } from './sigv4';

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** node:crypto in the shape the SDK's signer takes. */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

const date = new Date('2026-11-27T15:04:05.678Z');
const role: Credentials = {
  accessKeyId: 'ASIAEXAMPLEEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE/+token==',
};

async function sdkHeaders(request: Signable, service: string, credentials: Credentials) {
  const signer = new SignatureV4({ service, region: 'eu-west-1', credentials, sha256: Sha256 });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'https:',
      hostname: request.headers.host!,
      path: request.path,
      query: {},
      headers: request.headers,
      body: request.body,
    },
    { signingDate: date },
  );
  return signed.headers;
}

const post = (path: string, body: string, extra: Record<string, string> = {}): Signable => ({
  method: 'POST',
  path,
  headers: {
    host: 'abc123.execute-api.eu-west-1.amazonaws.com',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...extra,
  },
  body,
});

test.each([
  [
    'a post to a connection whose id ends in an encoded =',
    'execute-api',
    post('/prod/@connections/Ab1%3D', '{"event":"chat","text":"héllo"}'),
  ],
  [
    'an invocation with its own header',
    'lambda',
    post('/2015-03-31/functions/learnfree-chat-fan-out/invocations', '{"shard":3}', {
      'x-amz-invocation-type': 'Event',
    }),
  ],
  [
    'an empty body, a value with runs of spaces, a path with . and ..',
    'execute-api',
    post('/prod/./x/../@connections/id/', '', { 'x-note': '  two   spaces ' }),
  ],
])('signs %s exactly as the SDK does', async (_case, service, request) => {
  expect(signRequest(request, { service, region: 'eu-west-1', credentials: role, date })).toEqual(
    await sdkHeaders(request, service, role),
  );
});

test('without a session token (long-term keys) no token header is signed or sent', async () => {
  const { sessionToken: _none, ...keys } = role;
  const request = post('/prod/@connections/id', '{}');
  const headers = signRequest(request, {
    service: 'execute-api',
    region: 'eu-west-1',
    credentials: keys,
    date,
  });
  expect(headers['x-amz-security-token']).toBeUndefined();
  expect(headers).toEqual(await sdkHeaders(request, 'execute-api', keys));
});
