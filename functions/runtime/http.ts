/**
 * The one wrapper around every HTTP handler, applied from the manifest by `runtime/entry.ts`. It does
 * what each handler would otherwise repeat: origin check on state-changing calls, body size and JSON
 * parsing, input validation with the route's schema, the session from cookies and the route's access
 * rule, mapping domain errors to statuses, the answer's Cache-Control (cache-control.ts), its
 * message in the caller's language (lib/i18n), and one structured log line per request. Handlers stay a dozen lines.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { UiLanguage } from '../../shared/locale';
import { callerThroughEdge } from '../lib/edge';
import { NotFound } from '../lib/errors';
import { localiseBody, requestLanguage } from '../lib/i18n/translate';
import { parseCookies, type SessionUser } from '../lib/session';
import { validBody } from '../lib/valid-body';
import type { HttpRoute } from '../route-types';
import { cacheControlOf, PUBLIC_CACHE } from './cache-control';
import { requireLiveSession } from './live-session';
import { checkOrigin, languageHeaders, readJson, requireUser, serve, sessionFrom } from './wrapper-core';

export interface Reply {
  status: number;
  body?: unknown;
  cookies?: string[];
  /** Extra response headers, e.g. the cursor of a list's next page. */
  headers?: Record<string, string>;
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
  /** The caller's interface language (lib/i18n/translate.ts): for mail sent on their behalf. */
  language: UiLanguage;
  event: APIGatewayProxyEventV2;
}

export type HttpLambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A handler as the wrapper sees it, whatever its body and parameters. */
// biome-ignore lint/suspicious/noExplicitAny: the manifest's types bind each handler; here any handler fits.
type AnyHandler = (request: HttpRequest<any, any>) => Promise<Reply>;

// Path parameters are our own url-safe ids and tokens; anything else cannot name a stored item.
const PARAM_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function respond(
  reply: Reply,
  requestId: string,
  cacheControl: string,
  language: UiLanguage,
): APIGatewayProxyStructuredResultV2 {
  // An answer an edge may share is the same for everyone, so it stays in no language of its own
  // (public catalogue answers carry no message anyway); any other answer's message is the caller's.
  const { body, localised } =
    cacheControl === PUBLIC_CACHE
      ? { body: reply.body, localised: false }
      : localiseBody(reply.body, language);
  return {
    statusCode: reply.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      ...reply.headers,
      ...(localised && languageHeaders(language)),
      // The wrapper alone decides what may be stored on the way: no handler can share an answer.
      'cache-control': cacheControl,
    },
    cookies: reply.cookies,
    body: JSON.stringify(body ?? {}),
  };
}

/** Wraps `handle` as the Lambda handler of the manifest's route `key` (e.g. `'POST /api/note/new'`). */
export function wrapHttp(key: string, route: HttpRoute, handle: AnyHandler): HttpLambda {
  return async (event) => {
    const requestId = event.requestContext.requestId;
    const language = requestLanguage(parseCookies(event.cookies), event.headers['accept-language']);
    const { answer } = await serve<Reply>({ kind: 'request', route: key, requestId }, async (caller) => {
      const sourceIp = await callerThroughEdge(event.headers, event.requestContext.http.sourceIp);
      // SameSite=Strict cookies already stop cross-site posts; the Origin check is the second lock.
      if (STATE_CHANGING.has(event.requestContext.http.method) && !route.crossSite) {
        checkOrigin(event.headers.origin, 'Cross-site request refused.');
      }
      const params = event.pathParameters ?? {};
      for (const value of Object.values(params)) {
        if (!value || !PARAM_PATTERN.test(value)) throw new NotFound();
      }
      const cookies = parseCookies(event.cookies);
      const session = await sessionFrom(cookies);
      caller.session = session;
      // Behind a login, the token alone is not enough: its session must still exist and the account
      // be live, and the role is the one stored now. Public routes stay stateless.
      const current = route.access === 'public' ? session : await requireLiveSession(session, route.access);
      const body = validBody(route.body ?? null, () =>
        readJson(event.body, event.isBase64Encoded, { notJson: 'The request body is not valid JSON.' }),
      );
      return handle({
        body,
        params: params as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        cookies,
        session: current,
        get user() {
          return requireUser(current);
        },
        sourceIp,
        requestId,
        language,
        event,
      });
    });
    const method = event.requestContext.http.method;
    const cacheControl = cacheControlOf(
      route,
      { method, cookies: parseCookies(event.cookies) },
      answer.status,
    );
    return respond(answer, requestId, cacheControl, language);
  };
}
