/**
 * The one wrapper around every HTTP handler, applied from the manifest by `lib/entry.ts`. It does
 * what each handler would otherwise repeat: origin check on state-changing calls, body size and JSON
 * parsing, input validation with the route's schema, the session from cookies and the route's access
 * rule, mapping domain errors to statuses, and one structured log line per request. Handlers stay a
 * dozen lines.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { LIMITS } from '../../shared/constants';
import type { HttpRoute } from '../route-types';
import { config } from './config';
import {
  BadRequest,
  Forbidden,
  HttpError,
  isTransient,
  NotFound,
  PayloadTooLarge,
  Unauthorized,
  Unavailable,
} from './errors';
import { log } from './log';
import { ACCESS_COOKIE, parseCookies, type SessionUser, verifyAccessToken } from './session';
import { validBody } from './valid-body';

export interface Reply {
  status: number;
  body?: unknown;
  cookies?: string[];
}

export const ok = (body: unknown = {}, cookies?: string[]): Reply => ({ status: 200, body, cookies });
export const created = (body: unknown = {}): Reply => ({ status: 201, body });

/**
 * What a handler receives: `Body` is the body's type (the route's schema decides it), `Param` the
 * names of the path parameters (`HttpRequest<undefined, 'id'>` for `/api/course/detail/{id}`).
 */
export interface HttpRequest<Body = undefined, Param extends string = never> {
  body: Body;
  params: Record<Param, string>;
  query: Record<string, string>;
  cookies: Record<string, string>;
  /** The caller's session, or null when logged out. */
  session: SessionUser | null;
  /** The caller's session; throws 401 when logged out. Safe on `user` and `admin` routes. */
  user: SessionUser;
  sourceIp: string;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

export type HttpLambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A handler as the wrapper sees it, whatever its body and parameters. */
// biome-ignore lint/suspicious/noExplicitAny: the manifest's types bind each handler; here any handler fits.
type AnyHandler = (request: HttpRequest<any, any>) => Promise<Reply>;

// Path parameters are our own url-safe ids and tokens; anything else cannot name a stored item.
const PARAM_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origins allowed to make state-changing calls and to open the chat WebSocket. */
export function allowedOrigins(): Set<string> {
  return new Set([new URL(config.siteUrl).origin, ...config.extraOrigins]);
}

/**
 * The learner's address. Behind CloudFront the connection comes from an edge server, so per-source
 * rate limits would lump everyone at that edge together; CloudFront passes the viewer's address in
 * `CloudFront-Viewer-Address` (`ip:port`). Without the header (locally) the connection's address is it.
 */
export function viewerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  const ip = viewer?.slice(0, viewer.lastIndexOf(':'));
  return ip || event.requestContext.http.sourceIp;
}

function readBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > LIMITS.bodyMax) throw new PayloadTooLarge();
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

function checkOrigin(event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING.has(event.requestContext.http.method)) return;
  const origin = event.headers.origin;
  // SameSite=Strict cookies already stop cross-site posts; the Origin check is the second lock.
  if (!origin || !allowedOrigins().has(origin)) throw new Forbidden('Cross-site request refused.');
}

function respond(reply: Reply, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: reply.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': requestId,
    },
    cookies: reply.cookies,
    body: JSON.stringify(reply.body ?? {}),
  };
}

/** The answer for an error: its own status and message, 503 for a failing dependency, else a bare 500. */
export function failure(error: unknown): Reply & { body: { msg: string } } {
  if (error instanceof HttpError) return { status: error.status, body: { msg: error.message } };
  if (isTransient(error)) {
    const unavailable = new Unavailable();
    return { status: unavailable.status, body: { msg: unavailable.message } };
  }
  return { status: 500, body: { msg: 'Something went wrong on our side. Please try again.' } };
}

/** Wraps `handle` as the Lambda handler of the manifest's route `key` (e.g. `'POST /api/note/new'`). */
export function wrapHttp(key: string, route: HttpRoute, handle: AnyHandler): HttpLambda {
  return async (event) => {
    const started = Date.now();
    const requestId = event.requestContext.requestId;
    let session: SessionUser | null = null;
    let reply: Reply;
    try {
      checkOrigin(event);
      const params = event.pathParameters ?? {};
      for (const value of Object.values(params)) {
        if (!value || !PARAM_PATTERN.test(value)) throw new NotFound();
      }
      const cookies = parseCookies(event.cookies);
      session = await verifyAccessToken(cookies[ACCESS_COOKIE]);
      if (route.access !== 'public' && !session) throw new Unauthorized();
      if (route.access === 'admin' && session?.role !== 'admin') throw new Forbidden();
      const body = validBody(route.body ?? null, () => readBody(event));
      const current = session;
      reply = await handle({
        body,
        params: params as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        cookies,
        session,
        get user() {
          if (!current) throw new Unauthorized();
          return current;
        },
        sourceIp: viewerAddress(event),
        requestId,
        event,
      });
    } catch (error) {
      reply = failure(error);
      if (reply.status >= 500) log.error('request failed', { route: key, requestId, error });
    }
    log.info('request', {
      route: key,
      status: reply.status,
      ms: Date.now() - started,
      requestId,
      userId: session?.userId,
    });
    return respond(reply, requestId);
  };
}
