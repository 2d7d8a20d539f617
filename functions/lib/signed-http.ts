/**
 * Signed POSTs to AWS APIs on the chat's hot path: posting frames to connections and invoking the
 * fan-out workers. The AWS SDK spends about 0.6 ms of CPU per call in its middleware stack
 * (measured against a local endpoint: 0.76 ms per PostToConnection against 0.18 ms for the same
 * request signed and sent here); a worker posting to hundreds of connections per message, on the
 * fraction of a CPU a Lambda function gets, would spend most of its time there. These calls need
 * none of it: one Signature V4 signed POST over a keep-alive socket, and its status.
 *
 * Credentials come from the environment, where the Lambda runtime puts the function role's
 * (locally they are the stack's placeholders). Operator commands, which use profiles, keep the SDK.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config';

/** Requests one process keeps in flight per endpoint; more wait for a free socket. */
export const MAX_SOCKETS = 64;
export const CONNECT_TIMEOUT_MS = 1_000;
export const REQUEST_TIMEOUT_MS = 3_000;

type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** SHA-256 and HMAC-SHA-256 from node:crypto in the shape the signer expects. */
class NodeSha256 {
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

function environmentCredentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials are not in the environment');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

const signers = new Map<string, SignatureV4>();
function signer(service: string): SignatureV4 {
  let found = signers.get(service);
  if (!found) {
    found = new SignatureV4({
      service,
      region: config.region,
      credentials: async () => environmentCredentials(),
      sha256: NodeSha256,
    });
    signers.set(service, found);
  }
  return found;
}

// One keep-alive pool per protocol for the container's life: sockets (and TLS sessions) are reused
// across posts and across invocations.
const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
};

/** An AWS API's refusal: its error type (`GoneException`) and HTTP status, as the SDK names them. */
export class AwsCallError extends Error {
  readonly $metadata: { httpStatusCode: number };

  constructor(errorType: string, status: number, message: string) {
    super(message);
    this.name = errorType;
    this.$metadata = { httpStatusCode: status };
  }
}

export interface SignedPost {
  /** The signing name: `execute-api` for the management API, `lambda` for Invoke. */
  service: string;
  /** Base URL, possibly with a path (an API stage): `https://abc.execute-api.eu-west-1.amazonaws.com/prod`. */
  endpoint: string;
  /** Path below the endpoint, already URI-encoded as it goes on the wire. */
  path: string;
  body: string;
  headers?: Record<string, string>;
}

export interface SignedAnswer {
  status: number;
  /** The `x-amzn-ErrorType` header of a refusal, e.g. `GoneException`. */
  errorType?: string;
  body: string;
}

function send(url: URL, headers: Record<string, string>, body: string): Promise<SignedAnswer> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let connected = false;
    let answered = false;
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method: 'POST', headers, agent: agents[secure ? 'https:' : 'http:'], timeout: REQUEST_TIMEOUT_MS },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          answered = true;
          const errorType = response.headers['x-amzn-errortype'];
          resolve({
            status: response.statusCode ?? 0,
            ...(typeof errorType === 'string' ? { errorType } : {}),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    // Both limits are checked again after the loop has handled its pending I/O (setImmediate runs
    // after the poll phase). A process that got no CPU for a while wakes with the timer due and the
    // connect or the answer already waiting; timers run first, and would fail a call that succeeded.
    const connectTimer = setTimeout(
      () =>
        setImmediate(() => {
          if (!connected) request.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' }));
        }),
      CONNECT_TIMEOUT_MS,
    );
    const markConnected = () => {
      connected = true;
      clearTimeout(connectTimer);
    };
    request.once('socket', (socket) => {
      if (!socket.connecting) markConnected();
      else socket.once('connect', markConnected);
    });
    request.on('timeout', () =>
      setImmediate(() => {
        if (!answered) request.destroy(Object.assign(new Error('request timeout'), { name: 'TimeoutError' }));
      }),
    );
    request.on('error', (error: Error & { code?: string }) => {
      clearTimeout(connectTimer);
      // A keep-alive socket the server closed while idle fails on first use: worth exactly one retry.
      reject(Object.assign(error, { staleSocket: request.reusedSocket && error.code === 'ECONNRESET' }));
    });
    request.on('close', () => clearTimeout(connectTimer));
    request.end(body);
  });
}

/** Signs and sends one POST; resolves with any HTTP answer, rejects only when none came. */
export async function signedPost({
  service,
  endpoint,
  path,
  body,
  headers = {},
}: SignedPost): Promise<SignedAnswer> {
  const base = new URL(endpoint);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
  const signed = await signer(service).sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: {
      ...headers,
      host: url.host,
      'content-type': headers['content-type'] ?? 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
  try {
    return await send(url, signed.headers, body);
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket) throw error;
    return send(url, signed.headers, body);
  }
}

/** The error for an answer that is not a success, named by its error type as the SDK would name it. */
export function callError(answer: SignedAnswer, fallbackType: string): AwsCallError {
  let parsed: { message?: string; Message?: string; __type?: string } = {};
  try {
    parsed = JSON.parse(answer.body) as typeof parsed;
  } catch {
    // not JSON: the status and the header name it
  }
  // `x-amzn-ErrorType: GoneException:http://internal.amazon.com/...` or `__type: "com.amazon...#Name"`.
  const type = (answer.errorType ?? parsed.__type ?? fallbackType).split(':')[0]!.split('#').pop()!;
  return new AwsCallError(type, answer.status, parsed.message ?? parsed.Message ?? `HTTP ${answer.status}`);
}
