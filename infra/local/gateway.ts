/**
 * The local gateway: what CloudFront and the two API Gateway APIs do in the cloud, on one port.
 * `/api/*` runs the manifest's handlers with real API Gateway v2 events, their answers compressed
 * and the public reads kept as CloudFront does (edge.ts, edge-cache.ts), `/socket.io` carries the
 * chat (see websocket.ts), `/2015-03-31/functions/…` runs the workers other functions invoke (see
 * lambda.ts), and everything else is the static web build as CloudFront serves it (static-files.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseCookies } from '../../functions/lib/session';
import type { HttpRouteEntry } from '../../functions/route-types';
import { httpRoutes } from '../../functions/routes';
import { PRIVATE_CACHE } from '../../functions/runtime/cache-control';
import { SITE_SETTINGS_PATH, type SiteSettings } from '../../shared/site-settings';
import { PLAYER_SOURCE_PATH } from '../../shared/video-player';
import { securityHeaders } from '../constructs/site-headers';
import { compressForViewer, edgeHeaders, isEdgeHeader } from './edge';
import { EdgeCache, edgeCacheKey, type StoredAnswer } from './edge-cache';
import { httpHandler } from './handlers';
import { attachLambda } from './lambda';
import { inProcessRunner, threadRunner } from './lambda-runners';
import { serveLiveJson } from './live-json';
import { localPlayerOrigin, servePlayerSource } from './player-source';
import { readBody } from './read-body';
import { requestTarget } from './request-target';
import { siteSettingsFromEnv } from './site-settings';
import { serveStatic } from './static-files';
import { attachWebSocket, type LocalWebSocketApi } from './websocket';

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  route: HttpRouteEntry;
  pattern: RegExp;
  params: string[];
}

function compile(route: HttpRouteEntry): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(match[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), params };
}

const compiled = httpRoutes.map(compile);

export function matchRoute(
  method: string,
  path: string,
): { route: HttpRouteEntry; params: Record<string, string> } | null {
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const match = c.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    c.params.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1]!);
    });
    return { route: c.route, params };
  }
  return null;
}

/** Builds the event API Gateway would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  route: HttpRouteEntry,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie' && !isEdgeHeader(name))
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  Object.assign(headers, edgeHeaders(req));
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

function send(res: ServerResponse, status: number, body: unknown, security: Record<string, string>): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': PRIVATE_CACHE,
    ...security,
  });
  res.end(JSON.stringify(body));
}

/** Runs the route's function on the request, as API Gateway would. */
async function invoke(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: NonNullable<ReturnType<typeof matchRoute>>,
): Promise<{ answer: StoredAnswer; cookies?: string[] }> {
  const handler = httpHandler(match.route.key);
  const result: APIGatewayProxyStructuredResultV2 = await handler(
    toApiGatewayEvent(req, url, body, match.route, match.params),
  );
  return {
    answer: {
      status: result.statusCode ?? 200,
      headers: (result.headers ?? {}) as Record<string, string>,
      body: result.body ?? '',
    },
    cookies: result.cookies,
  };
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  security: Record<string, string>,
  cache: EdgeCache | undefined,
): Promise<void> {
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) return send(res, 404, { msg: 'Not found.' }, security);
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === null) return send(res, 413, { msg: 'The request is too large.' }, security);
  const key = cache ? edgeCacheKey(match.route, method, url, parseCookies(req.headers.cookie)) : null;
  const hit = key ? cache?.get(key) : undefined;
  const fresh = hit ? undefined : await invoke(req, url, body, match);
  const answer = hit?.answer ?? fresh!.answer;
  if (key && fresh) cache?.put(key, fresh.answer, Boolean(fresh.cookies?.length));
  // CloudFront's response-headers policy covers /api/* too, overriding what the function sent.
  const headers: Record<string, string | string[]> = { ...answer.headers, ...security };
  if (key) headers['x-cache'] = hit ? 'Hit from local edge' : 'Miss from local edge';
  if (hit) headers.age = String(hit.age);
  if (fresh?.cookies?.length) headers['set-cookie'] = fresh.cookies;
  const viewer = compressForViewer(req.headers['accept-encoding'], {
    headers,
    body: Buffer.from(answer.body),
  });
  res.writeHead(answer.status, viewer.headers);
  res.end(viewer.body);
}

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Directory of the web build; without it only the APIs are served. */
  staticDir?: string;
  /**
   * Runs invoked workers on threads of their own, as Lambda runs them apart from API Gateway
   * (`npm start`, the bench). Tests leave it off to watch, stall or fail a worker on this loop.
   */
  workerThreads?: boolean;
  /**
   * The local video provider whose player the web app embeds instead of YouTube's
   * (`http://localhost:8010`, YOUTUBE_PLAYER_ORIGIN); the Content-Security-Policy allows it.
   */
  playerOrigin?: string;
  /** The contact and social settings the web app shows. @default - from the environment */
  siteSettings?: SiteSettings;
  /**
   * Keeps the anonymous public reads as long as their Cache-Control says, as CloudFront does
   * (edge-cache.ts; `npm start`). Off by default, so tests and the bench reach the function on
   * every call.
   */
  edgeCache?: boolean;
}

export interface Gateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  let webSocketApi: LocalWebSocketApi | undefined;
  const lambdaApi = attachLambda(options.workerThreads ? threadRunner() : inProcessRunner());
  const playerOrigin = localPlayerOrigin(options.playerOrigin);
  const security = securityHeaders(undefined, playerOrigin);
  const siteSettings = options.siteSettings ?? siteSettingsFromEnv(process.env);
  const cache = options.edgeCache ? new EdgeCache() : undefined;
  const route = (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = requestTarget(req);
    if (!url) return Promise.resolve(send(res, 400, { msg: 'Bad request.' }, security));
    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url, security, cache);
    if (url.pathname === PLAYER_SOURCE_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return Promise.resolve(servePlayerSource(res, req, playerOrigin, security));
    if (url.pathname === SITE_SETTINGS_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return Promise.resolve(serveLiveJson(res, req, siteSettings, security));
    if (url.pathname.startsWith('/@connections/')) return webSocketApi!.handleManagement(req, res, url);
    if (url.pathname.startsWith('/2015-03-31/functions/')) return lambdaApi.handleInvoke(req, res, url);
    if (staticDir) return Promise.resolve(serveStatic(req, res, url, staticDir, security));
    return Promise.resolve(send(res, 404, { msg: 'Not found.' }, security));
  };
  const server = createServer((req, res) => {
    const failed = (error: unknown) => {
      // The handlers answer every fault themselves; reaching here is a bug in the gateway, and one
      // request must never take the whole stack down with it.
      console.error('gateway error', error);
      if (!res.headersSent) send(res, 502, { msg: 'Bad gateway.' }, security);
      else res.end();
    };
    try {
      route(req, res).catch(failed);
    } catch (error) {
      failed(error);
    }
  });
  webSocketApi = attachWebSocket(server);
  await new Promise<void>((ready) => server.listen(options.port, options.host ?? '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    close: async () => {
      await webSocketApi?.close();
      await lambdaApi.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
