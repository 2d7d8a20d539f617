/**
 * The one wrapper every WebSocket handler uses, the counterpart of http.ts for API Gateway's WebSocket
 * API. On `$connect` it checks the Origin (SameSite cookies do not protect WebSockets) and reads the
 * session from the cookie; on frames it parses and validates the JSON body with the shared rules. A
 * refused frame gets an error frame on the caller's own connection; every event gets one log line and
 * answers `{ statusCode }`, which API Gateway reads to accept or reject a connection.
 */
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';
import { LIMITS } from '../../shared/constants';
import type { RouteCode } from '../route-types';
import { BadRequest, Forbidden, PayloadTooLarge, Unauthorized } from './errors';
import { allowedOrigins, failure } from './http';
import { log } from './log';
import { ACCESS_COOKIE, parseCookies, type SessionUser, verifyAccessToken } from './session';
import { validBody } from './valid-body';
import { managementEndpoint, postToConnection } from './ws-management';

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

export interface WsRequest<Body = undefined> {
  body: Body;
  connectionId: string;
  requestId: string;
  /** The caller's session on `$connect`; null when logged out, and on every later event. */
  session: SessionUser | null;
  /** The caller's session; throws 401 when there is none. */
  user: SessionUser;
  /** The management endpoint frames are posted to. */
  endpoint: string;
  /** Posts a frame to the caller's own connection (nothing happens if it is already gone). */
  reply(frame: WsFrame): Promise<void>;
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

function checkOrigin(event: WsEvent): void {
  const origin = header(event, 'origin');
  if (!origin || !allowedOrigins().has(origin)) throw new Forbidden('Cross-site connection refused.');
}

function readBody(event: WsEvent): unknown {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body;
  if (!raw) return {};
  if (Buffer.byteLength(raw) > LIMITS.bodyMax) throw new PayloadTooLarge('The message is too large.');
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest('The message is not valid JSON.');
  }
}

/** Wraps `handle` as the Lambda handler of the manifest's WebSocket route `routeKey` (`$connect`, `send_chat`, ...). */
export function wrapWs(routeKey: string, route: RouteCode, handle: AnyHandler): WsLambda {
  return async (event) => {
    const started = Date.now();
    const { connectionId, requestId, eventType } = event.requestContext;
    const endpoint = managementEndpoint(event.requestContext);
    const reply = async (frame: WsFrame) => {
      await postToConnection(endpoint, connectionId, frame);
    };
    let session: SessionUser | null = null;
    let status = 200;
    try {
      if (eventType === 'CONNECT') {
        checkOrigin(event);
        session = await verifyAccessToken(parseCookies(header(event, 'cookie'))[ACCESS_COOKIE]);
      }
      const body = validBody(route.body ?? null, () => readBody(event));
      const current = session;
      await handle({
        body,
        connectionId,
        requestId,
        session,
        get user() {
          if (!current) throw new Unauthorized();
          return current;
        },
        endpoint,
        reply,
        event,
      });
    } catch (error) {
      const answer = failure(error);
      status = answer.status;
      if (status >= 500) log.error('websocket event failed', { route: routeKey, requestId, error });
      // A refused connection has no socket yet; a refused frame is answered on the sender's socket.
      if (eventType === 'MESSAGE') {
        await reply({ event: 'error', data: { msg: answer.body.msg } }).catch((replyError: unknown) =>
          log.warn('error frame not delivered', { route: routeKey, requestId, error: replyError }),
        );
      }
    }
    log.info('websocket', {
      route: routeKey,
      status,
      ms: Date.now() - started,
      connectionId,
      requestId,
      userId: session?.userId,
    });
    return { statusCode: status };
  };
}
