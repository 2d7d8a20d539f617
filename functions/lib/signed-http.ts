/**
 * Signed POSTs to AWS APIs on the chat's hot path: posting frames to connections and invoking the
 * fan-out workers. The AWS SDK spends about 0.6 ms of CPU per call in its middleware stack
 * (measured against a local endpoint: 0.76 ms per PostToConnection against 0.18 ms for the same
 * request signed and sent here); a worker posting to hundreds of connections per message, on the
 * fraction of a CPU a Lambda function gets, would spend most of its time there. These calls need
 * none of it: one Signature V4 signed POST over a keep-alive socket (aws-http.ts), and its status.
 *
 * Credentials come from the environment, where the Lambda runtime puts the function role's
 * (locally they are the stack's placeholders). Operator commands, which use profiles, keep the SDK.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { sendHttp } from './aws-http';
import { config } from './config';

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
  const answer = await sendHttp({ method: 'POST', url, headers: signed.headers, body });
  const errorType = answer.headers['x-amzn-errortype'];
  return {
    status: answer.status,
    ...(typeof errorType === 'string' ? { errorType } : {}),
    body: answer.body.toString('utf8'),
  };
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
