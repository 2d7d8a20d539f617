/**
 * What API Gateway's WebSocket API does, locally: `/socket.io` upgrades run the manifest's `$connect`
 * handler with a real WebSocket event and are refused unless it answers 2xx; each text frame goes to
 * the route named by its JSON `action` (else `$default`); a close runs `$disconnect`. The
 * `@connections` management endpoints let the handlers' ApiGatewayManagementApi client post, close
 * and describe connections unchanged, answering 410 GoneException for a connection that is gone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { WsRouteEntry } from '../../functions/route-types';
import { wsRoutes } from '../../functions/routes';
import type { WsEvent, WsResult } from '../../functions/runtime/ws';
import { edgeHeaders, isEdgeHeader } from './edge';
import { wsHandler } from './handlers';
import { isLoopback } from './loopback';
import { readBody } from './read-body';
import { requestTarget } from './request-target';

export interface LocalWebSocketApi {
  /** Serves `/@connections/{id}` (POST send, DELETE close, GET describe) like API Gateway's management API. */
  handleManagement(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): Promise<void>;
}

const SOCKET_PATH = '/socket.io';
/** API Gateway's limits: 128 KB per message, 2 hours per connection. */
const MAX_MESSAGE_BYTES = 128 * 1024;
const MAX_CONNECTION_MS = 2 * 60 * 60 * 1000;
const STAGE = 'local';
const API_ID = 'local';
/** The status recorded for a handler that threw instead of answering. */
const CRASHED = 502;

interface Peer {
  id: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
}

interface Connection extends Peer {
  socket: WebSocket;
  lastActiveAt: number;
}

/** API Gateway style connection ids: 11 random bytes in base64, e.g. `L0SM9cOFvHcCIhw=`. */
const newConnectionId = (): string => randomBytes(11).toString('base64');

const routesByKey = new Map<string, WsRouteEntry>(wsRoutes.map((route) => [route.routeKey, route]));

async function invoke(route: WsRouteEntry, event: WsEvent): Promise<number> {
  const result: WsResult = await wsHandler(route.routeKey)(event);
  return result?.statusCode ?? 200;
}

/** The route API Gateway's `$request.body.action` selection picks for a frame. */
function selectRoute(body: string): WsRouteEntry | undefined {
  let action: unknown;
  try {
    action = (JSON.parse(body) as { action?: unknown } | null)?.action;
  } catch {
    action = undefined;
  }
  const selected =
    typeof action === 'string' && !action.startsWith('$') ? routesByKey.get(action) : undefined;
  return selected ?? routesByKey.get('$default');
}

function requestContext(
  connection: Peer,
  routeKey: string,
  eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
): WsEvent['requestContext'] {
  const now = Date.now();
  return {
    routeKey,
    messageId: randomBytes(12).toString('base64'),
    eventType,
    extendedRequestId: randomUUID(),
    requestTime: new Date(now).toUTCString(),
    messageDirection: 'IN',
    stage: STAGE,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now,
    requestId: randomUUID(),
    domainName: connection.domainName,
    connectionId: connection.id,
    apiId: API_ID,
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
  };
}

/**
 * Headers as the client spelled them (API Gateway keeps the case), plus the multi-value form, with
 * the edge's own headers as CloudFront sets them.
 */
function headersOf(req: IncomingMessage): Pick<WsEvent, 'headers' | 'multiValueHeaders'> {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  const add = (name: string, value: string) => {
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  };
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!isEdgeHeader(req.rawHeaders[i]!)) add(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  for (const [name, value] of Object.entries(edgeHeaders(req))) add(name, value);
  return { headers, multiValueHeaders };
}

function refuseUpgrade(socket: Duplex, status: number): void {
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Refused' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function answer(res: ServerResponse, status: number, errorType?: string, message?: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(status, headers);
  res.end(errorType ? JSON.stringify({ message }) : '');
}

function isWebSocketHandshake(req: IncomingMessage): boolean {
  const key = req.headers['sec-websocket-key'];
  return (
    req.method === 'GET' &&
    req.headers.upgrade?.toLowerCase() === 'websocket' &&
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key) &&
    ['8', '13'].includes(req.headers['sec-websocket-version'] ?? '')
  );
}

export function attachWebSocket(server: Server): LocalWebSocketApi {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<string, Connection>();
  // Handler runs still in flight, so close() can wait for them instead of leaving work behind.
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };

  /** Runs a route's handler; a handler that throws counts as API Gateway's integration failure. */
  const run = (route: WsRouteEntry | undefined, event: WsEvent): Promise<number> =>
    track(
      route
        ? invoke(route, event).catch((error: unknown) => {
            console.error(`websocket route ${route.routeKey} failed`, error);
            return CRASHED;
          })
        : Promise.resolve(200),
    );

  const disconnect = (connection: Peer, code: number, reason: string) => {
    connections.delete(connection.id);
    const event: WsEvent = {
      requestContext: {
        ...requestContext(connection, '$disconnect', 'DISCONNECT'),
        disconnectStatusCode: code,
        disconnectReason: reason,
      },
      isBase64Encoded: false,
    };
    void run(routesByKey.get('$disconnect'), event);
  };

  const onMessage = async (connection: Connection, data: RawData) => {
    connection.lastActiveAt = Date.now();
    const body = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    const route = selectRoute(body);
    if (!route) {
      // With no $default route, API Gateway itself answers an unroutable frame.
      const reply = { message: 'Forbidden', connectionId: connection.id, requestId: randomUUID() };
      connection.socket.send(JSON.stringify(reply));
      return;
    }
    const context = requestContext(connection, route.routeKey, 'MESSAGE');
    const status = await run(route, { requestContext: context, body, isBase64Encoded: false });
    if (status === CRASHED && connection.socket.readyState === WebSocket.OPEN) {
      // What API Gateway tells the client when the integration fails.
      const reply = {
        message: 'Internal server error',
        connectionId: connection.id,
        requestId: context.requestId,
      };
      connection.socket.send(JSON.stringify(reply));
    }
  };

  const accept = (connection: Connection) => {
    connections.set(connection.id, connection);
    const { socket } = connection;
    const limit = setTimeout(() => socket.close(1001, 'Going away'), MAX_CONNECTION_MS);
    limit.unref();
    socket.on('message', (data) => void onMessage(connection, data));
    socket.on('error', () => socket.terminate());
    socket.once('close', (code, reason) => {
      clearTimeout(limit);
      disconnect(connection, code, reason.toString());
    });
  };

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestTarget(req);
    if (!url) {
      refuseUpgrade(socket, 400);
      return;
    }
    if (url.pathname !== SOCKET_PATH && url.pathname !== `${SOCKET_PATH}/`) {
      refuseUpgrade(socket, 404);
      return;
    }
    if (!isWebSocketHandshake(req)) {
      // Checked before $connect, so a malformed handshake never leaves a connection item behind.
      refuseUpgrade(socket, 400);
      return;
    }
    const connection: Peer = {
      id: newConnectionId(),
      connectedAt: Date.now(),
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? '',
      domainName: url.host,
    };
    const query = Object.fromEntries(url.searchParams);
    const status = await run(routesByKey.get('$connect'), {
      requestContext: requestContext(connection, '$connect', 'CONNECT'),
      ...headersOf(req),
      queryStringParameters: Object.keys(query).length ? query : undefined,
      isBase64Encoded: false,
    });
    if (status < 200 || status >= 300) {
      refuseUpgrade(socket, status);
      return;
    }
    if (socket.destroyed || !socket.writable) {
      // The client left while $connect ran: API Gateway still delivers a $disconnect.
      disconnect(connection, 1006, 'Client left during connect');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      accept({ ...connection, socket: ws, lastActiveAt: Date.now() }),
    );
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands an upgraded socket over without an error listener: a client that resets it would
    // otherwise throw where nothing catches it.
    socket.on('error', () => socket.destroy());
    onUpgrade(req, socket, head).catch((error: unknown) => {
      console.error('websocket upgrade failed', error);
      refuseUpgrade(socket, 500);
    });
  });

  const handleManagement = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // The cloud's management API needs IAM-signed calls; locally only this machine may use it.
    if (!isLoopback(req.socket.remoteAddress)) {
      return answer(res, 403, 'ForbiddenException', 'Forbidden');
    }
    const match = /^\/@connections\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return answer(res, 404, 'NotFoundException', 'Not found');
    const connection = connections.get(decodeURIComponent(match[1]!));
    const open = connection?.socket.readyState === WebSocket.OPEN;
    switch (req.method) {
      case 'POST': {
        const body = await readBody(req, MAX_MESSAGE_BYTES);
        if (body === null) return answer(res, 413, 'PayloadTooLargeException', 'Message too long');
        if (!connection || !open) return answer(res, 410, 'GoneException', 'The connection is gone.');
        await new Promise<void>((sent) => connection.socket.send(body, { binary: false }, () => sent()));
        return answer(res, 200);
      }
      case 'DELETE':
        if (!connection || !open) return answer(res, 410, 'GoneException', 'The connection is gone.');
        connection.socket.close(1000, 'Closed by the server');
        return answer(res, 204);
      case 'GET':
        if (!connection || !open) return answer(res, 410, 'GoneException', 'The connection is gone.');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            connectedAt: new Date(connection.connectedAt).toISOString(),
            identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
            lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
          }),
        );
        return;
      default:
        return answer(res, 405, 'MethodNotAllowedException', 'Method not allowed');
    }
  };

  return {
    handleManagement,
    close: async () => {
      const open = [...connections.values()];
      const closed = open.map(({ socket }) => new Promise((done) => socket.once('close', done)));
      for (const { socket } of open) socket.terminate();
      // Their $disconnect runs start on 'close'; wait for those too before the caller stops storage.
      await Promise.all(closed);
      await Promise.allSettled([...pending]);
      await new Promise<void>((done) => wss.close(() => done()));
    },
  };
}
