/**
 * The one wrapper around every WebSocket handler, the counterpart of http.ts for API Gateway's
 * WebSocket API, applied from the manifest by `runtime/entry.ts`. On `$connect` it checks the Origin
 * (SameSite cookies do not protect WebSockets) and reads the session from the cookie; on frames it
 * first counts the frame against the route's per-connection limit (runtime/frame-limit.ts), then parses
 * and validates the JSON body with the route's schema. A refused frame gets an error frame on
 * the caller's own connection; every event answers `{ statusCode }`, which API Gateway reads to
 * accept or reject a connection. Body, origin, session, logging and the 5xx metric are the same code
 * as for HTTP (wrapper-core.ts).
 */
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';
import { COMMUNITY_ROOM } from '../../shared/chat';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../../shared/locale';
import { getConnection } from '../data/connections';
import { callerThroughEdge } from '../lib/edge';
import { Unauthorized } from '../lib/errors';
import { localiseBody, requestLanguage } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { parseCookies, type SessionUser } from '../lib/session';
import { validBody } from '../lib/valid-body';
import { managementEndpoint, postToConnection } from '../lib/ws-management';
import type { WsRoute } from '../route-types';
import { admitFrame } from './frame-limit';
import { checkOrigin, readJson, requireUser, serve, sessionFrom } from './wrapper-core';

export interface WsRequestContext extends APIGatewayEventWebsocketRequestContextV2 {
  identity?: { sourceIp: string; userAgent?: string };
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

/** The event API Gateway sends to a WebSocket route's Lambda (headers only on `$connect`). */
export interface WsEvent {
  requestContext: WsRequestContext;
  headers?: Record<string, string | undefined>;
  multiValueHeaders?: Record<string, string[] | undefined>;
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string;
  isBase64Encoded: boolean;
}

export interface WsResult {
  statusCode: number;
}

/** A frame to the browser: what a Socket.IO listener for `event` receives as its argument. */
export interface WsFrame {
  event: string;
  data: unknown;
}

/**
 * What one WebSocket message carries: a frame, or several that belong together in one array (API
 * Gateway bills each message, so an answer and the count that goes with it travel as one).
 */
export type WsMessage = WsFrame | readonly WsFrame[];

export interface WsRequest<Body = undefined> {
  body: Body;
  connectionId: string;
  requestId: string;
  /** The caller's session on `$connect` (null when logged out); null on every later event. */
  session: SessionUser | null;
  /** On `$connect`, the caller's interface language, kept with the connection for its error frames. */
  language: UiLanguage;
  /**
   * The caller: on `$connect` the session's user (401 without one); on later events the user the
   * connection was opened by, as stored at connect time (401 for a connection that is not open).
   */
  user(): Promise<SessionUser>;
  /** The management endpoint frames are posted to. */
  endpoint: string;
  /** Posts a message to the caller's own connection (nothing happens if it is already gone). */
  reply(message: WsMessage): Promise<void>;
  event: WsEvent;
}

export type WsLambda = (event: WsEvent) => Promise<WsResult>;

// biome-ignore lint/suspicious/noExplicitAny: the manifest's types bind each handler; here any handler fits.
type AnyHandler = (request: WsRequest<any>) => Promise<void>;

/** Header look-up ignoring case: API Gateway passes header names as the client spelled them. */
function header(event: WsEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** The user who opened the connection (the WebSocket API serves the community room). */
async function connectionUser(connectionId: string): Promise<SessionUser> {
  const connection = await getConnection(COMMUNITY_ROOM, connectionId);
  if (!connection) throw new Unauthorized();
  return { userId: connection.userId, name: connection.name, role: connection.role ?? 'user' };
}

/** The language a connection was opened in: its error frames speak it. */
async function connectionLanguage(connectionId: string): Promise<UiLanguage> {
  return (await getConnection(COMMUNITY_ROOM, connectionId))?.language ?? DEFAULT_UI_LANGUAGE;
}

/** The routes API Gateway calls for a connection opening and closing; every other route serves frames. */
const CONNECTION_ROUTES = new Set(['$connect', '$disconnect']);

/** Wraps `handle` as the Lambda handler of the manifest's WebSocket route `routeKey` (`$connect`, `send_chat`, ...). */
export function wrapWs(routeKey: string, route: WsRoute, handle: AnyHandler): WsLambda {
  const { frameLimit } = route;
  if (!frameLimit && !CONNECTION_ROUTES.has(routeKey)) {
    throw new Error(`The WebSocket route ${routeKey} serves frames and needs a frameLimit in the manifest`);
  }
  return async (event) => {
    const { connectionId, requestId, eventType } = event.requestContext;
    const endpoint = managementEndpoint(event.requestContext);
    const reply = async (message: WsMessage) => {
      await postToConnection(endpoint, connectionId, message);
    };
    const call = { kind: 'websocket', route: routeKey, requestId, fields: { connectionId } } as const;
    const language =
      eventType === 'CONNECT'
        ? requestLanguage(parseCookies(header(event, 'cookie')), header(event, 'accept-language'))
        : DEFAULT_UI_LANGUAGE;
    const { answer, failed } = await serve(call, async (caller) => {
      let session: SessionUser | null = null;
      if (eventType === 'CONNECT') {
        await callerThroughEdge(event.headers, event.requestContext.identity?.sourceIp ?? '');
        checkOrigin(header(event, 'origin'), 'Cross-site connection refused.');
        session = await sessionFrom(parseCookies(header(event, 'cookie')));
        caller.session = session;
      }
      // Counted before anything else, so that neither an invalid body nor a dropped frame costs more.
      if (eventType === 'MESSAGE' && frameLimit && !(await admitFrame(frameLimit, connectionId))) {
        return { status: 429 };
      }
      const body = validBody(route.body ?? null, () =>
        readJson(event.body, event.isBase64Encoded, {
          tooLarge: 'The message is too large.',
          notJson: 'The message is not valid JSON.',
        }),
      );
      await handle({
        body,
        connectionId,
        requestId,
        session,
        language,
        user: async () => (eventType === 'CONNECT' ? requireUser(session) : connectionUser(connectionId)),
        endpoint,
        reply,
        event,
      });
      return { status: 200 };
    });
    // A refused connection has no socket yet; a refused frame is answered on the sender's socket.
    if (failed && eventType === 'MESSAGE') {
      await connectionLanguage(connectionId)
        .then((spoken) => reply({ event: 'error', data: localiseBody(failed.body, spoken).body }))
        .catch((replyError: unknown) =>
          log.warn('error frame not delivered', { route: routeKey, requestId, error: replyError }),
        );
    }
    return { statusCode: answer.status };
  };
}
