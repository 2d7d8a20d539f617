/**
 * Signed requests to AWS APIs: every call to the table (dynamodb.ts), posting chat frames to
 * connections and closing them, invoking the fan-out workers, the catalogue snapshot's one GET in a
 * cold container (and its PUT by the writer), and the secrets a cold container reads (secrets.ts).
 * The AWS SDK spends about 0.6 ms of CPU per call in its middleware stack (measured against a local
 * endpoint: 0.76 ms per PostToConnection against 0.18 ms for the same request signed and sent here),
 * and its DynamoDB client was two thirds of a cold start's require; a worker posting to hundreds of
 * connections per message, on the fraction of a CPU a Lambda function gets, would spend most of its
 * time there. These calls need none of it: one Signature V4 signed request (sigv4.ts) over a
 * keep-alive socket (aws-http.ts), and its status.
 *
 * Credentials come from the environment, where the Lambda runtime puts the function role's
 * (environment-credentials.ts; locally they are the stack's placeholders), unless the caller passes
 * its own: the calls operator commands make too (the table, closing sockets) pass the default
 * chain's (default-credentials.ts), so an operator's profile signs them.
 */
import { type HttpAnswer, sendHttp } from './aws-http';
import { config } from './config';
import { environmentCredentials } from './environment-credentials';
import { type Credentials, signRequest } from './sigv4';

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

/** One signed request of any method, answered with its raw bytes (S3's objects are not text). */
export interface SignedRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  service: string;
  endpoint: string;
  path: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** The environment's unless given (DynamoDB Local takes placeholders; operator commands, profiles). */
  credentials?: Credentials;
  /** How long the socket may go without a byte of the answer (aws-http.ts's default unless given). */
  requestTimeoutMs?: number;
}

/** Signs and sends one request; resolves with any HTTP answer, rejects only when none came. */
export async function signedRequest({
  method,
  service,
  endpoint,
  path,
  body = '',
  headers = {},
  credentials = environmentCredentials(),
  requestTimeoutMs,
}: SignedRequest): Promise<HttpAnswer> {
  const hasBody = method === 'POST' || method === 'PUT';
  const base = new URL(endpoint);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
  const signedHeaders = signRequest(
    {
      method,
      path: url.pathname,
      headers: {
        ...headers,
        host: url.host,
        ...(hasBody ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
      },
      body,
    },
    { service, region: config.region, credentials },
  );
  return sendHttp({
    method,
    url,
    headers: signedHeaders,
    ...(hasBody ? { body } : {}),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
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
  return asText(
    await signedRequest({
      method: 'POST',
      service,
      endpoint,
      path,
      body,
      headers: { ...headers, 'content-type': headers['content-type'] ?? 'application/json' },
    }),
  );
}

/** An answer as text, with the error type its header names. */
export function asText(answer: HttpAnswer): SignedAnswer {
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
