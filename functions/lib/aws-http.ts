/**
 * HTTP to AWS APIs from a process that may go without CPU for a while: a Lambda function given a
 * sliver of a CPU, or a shared machine under load. Such a process can wake with a time limit's timer
 * due and the connect or the answer already waiting; timers run before I/O in Node's loop, so a
 * limit checked at once would fail a call that succeeded. Here both limits look again after the
 * loop has handled its pending I/O (setImmediate runs after the poll phase).
 *
 * `sendHttp` is the transport of our own signed calls (signed-http.ts: DynamoDB, the management API,
 * Invoke, S3, Secrets Manager); `awsSdkHandler` lends it to the AWS SDK's SES clients, whose own
 * handler checks its limits at once: a mail could fail although SES had answered.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { HttpHandlerOptions, HttpRequest, HttpResponse } from '@smithy/types';

/** Requests one process keeps in flight per endpoint; more wait for a free socket. */
export const MAX_SOCKETS = 64;
export const CONNECT_TIMEOUT_MS = 1_000;
/** How long a socket may go without a byte of the answer. */
export const REQUEST_TIMEOUT_MS = 3_000;

// One keep-alive pool per protocol for the container's life: sockets (and TLS sessions) are reused
// across calls and across invocations.
const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
};

export interface HttpCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Stops the call (the SDK passes one for its own deadlines). */
  signal?: AbortSignal;
  /** How long the socket may go without a byte of the answer; REQUEST_TIMEOUT_MS unless given. */
  requestTimeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function sendOnce({
  method,
  url,
  headers,
  body,
  signal,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: HttpCall): Promise<HttpAnswer> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let connected = false;
    let answered = false;
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method, headers, agent: agents[secure ? 'https:' : 'http:'], timeout: requestTimeoutMs, signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          answered = true;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
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

/** Sends one request; resolves with any HTTP answer, rejects only when none came. */
export async function sendHttp(call: HttpCall): Promise<HttpAnswer> {
  try {
    return await sendOnce(call);
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket) throw error;
    return sendOnce(call);
  }
}

/**
 * The SDK's request as a URL. The calls sent this way (SES) carry no query string; one with a
 * query would need it encoded exactly as the SDK signed it, so it is refused rather than guessed.
 */
function urlOf(request: HttpRequest): URL {
  if (Object.keys(request.query ?? {}).length > 0) throw new Error('awsSdkHandler sends no query strings');
  const port = request.port ? `:${request.port}` : '';
  return new URL(`${request.protocol}//${request.hostname}${port}${request.path}`);
}

/**
 * An AWS SDK client's `requestHandler` that sends through `sendHttp`, for calls whose bodies are
 * strings or bytes (SES's form and JSON), never streams.
 */
export function awsSdkHandler({ requestTimeoutMs }: { requestTimeoutMs?: number } = {}) {
  return {
    async handle(request: HttpRequest, options?: HttpHandlerOptions): Promise<{ response: HttpResponse }> {
      const { body } = request;
      if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
        throw new Error('awsSdkHandler sends string or byte bodies only');
      }
      const answer = await sendHttp({
        method: request.method,
        url: urlOf(request),
        headers: request.headers,
        body,
        signal: options?.abortSignal as AbortSignal | undefined,
        requestTimeoutMs,
      });
      const headers = Object.fromEntries(
        Object.entries(answer.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      );
      return { response: { statusCode: answer.status, headers, body: answer.body } };
    },
    updateHttpClientConfig() {
      // The limits are set when the handler is made; nothing to change per client.
    },
    httpHandlerConfigs: () => ({}),
  };
}
