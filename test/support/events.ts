/**
 * Realistic API Gateway v2 events for calling handlers directly, and a small cookie jar so a test
 * can act as one logged-in browser across calls.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { WsEvent } from '../../functions/runtime/ws';

export interface EventInput {
  method?: string;
  path?: string;
  routeKey?: string;
  params?: Record<string, string>;
  /** The query string, as API Gateway passes it (`queryStringParameters`). */
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body string (e.g. malformed JSON); wins over `body`. */
  rawBody?: string;
  cookies?: string[];
  headers?: Record<string, string>;
  sourceIp?: string;
}

export const siteOrigin = (): string => new URL(process.env.SITE_URL!).origin;

export function apiEvent(input: EventInput = {}): APIGatewayProxyEventV2 {
  const method = input.method ?? (input.body !== undefined || input.rawBody !== undefined ? 'POST' : 'GET');
  const path = input.path ?? '/api/test';
  const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  return {
    version: '2.0',
    routeKey: input.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(input.query).toString(),
    queryStringParameters: input.query,
    cookies: input.cookies,
    headers: { 'content-type': 'application/json', origin: siteOrigin(), ...input.headers },
    pathParameters: input.params,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: input.sourceIp ?? '10.0.0.1', userAgent: 'jest' },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  cookies: string[];
  headers: Record<string, string>;
}

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** An answer as a caller compares it with another: every answer has its own request id. */
export function withoutRequestId<T>(answer: Answer<T>): Answer<T> {
  const { 'x-request-id': _requestId, ...headers } = answer.headers;
  return { ...answer, headers };
}

export async function call<T = Record<string, unknown>>(
  handler: Handler,
  input: EventInput = {},
): Promise<Answer<T>> {
  const result = await handler(apiEvent(input));
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}') as T,
    cookies: result.cookies ?? [],
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
    ),
  };
}

/** Keeps the cookies a handler sets, like a browser, and sends them with the next call. */
export class CookieJar {
  private readonly jar = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.jar.get(name);
  }

  cookies(): string[] {
    return [...this.jar].map(([name, value]) => `${name}=${value}`);
  }

  async call<T = Record<string, unknown>>(handler: Handler, input: EventInput = {}): Promise<Answer<T>> {
    const answer = await call<T>(handler, { ...input, cookies: this.cookies() });
    this.store(answer.cookies);
    return answer;
  }
}

/** A WebSocket event as API Gateway sends it: `$connect` (with headers) or a frame (with a body). */
export function wsEvent(input: {
  eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT';
  connectionId: string;
  routeKey?: string;
  body?: unknown;
  headers?: Record<string, string>;
}): WsEvent {
  const now = Date.now();
  return {
    requestContext: {
      routeKey: input.routeKey ?? '$default',
      messageId: randomUUID(),
      eventType: input.eventType,
      extendedRequestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage: 'test',
      connectedAt: now,
      requestTimeEpoch: now,
      requestId: randomUUID(),
      domainName: 'localhost',
      connectionId: input.connectionId,
      apiId: 'test',
    },
    headers: input.headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    isBase64Encoded: false,
  };
}
