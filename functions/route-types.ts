/**
 * Types of the route manifest (functions/routes.ts), the one place where a route is bound to its
 * code. An entry holds the handler function itself, and everything the wrapper and the CDK stack
 * need to serve it. Handler modules never restate their route.
 */
import type { Schema } from '../shared/validation';
import type { RateLimit } from './data/rate-limits';
import type { TABLE } from './data/table';

/** Who may call a route: anyone, a logged-in user (401 otherwise), or an admin (403 for others). */
export type Access = 'public' | 'user' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * DynamoDB actions by their IAM names. A transaction is authorised by the actions of its parts: a
 * TransactWrite of an Update and a ConditionCheck needs UpdateItem and ConditionCheckItem. There is
 * no Scan: no route may read the whole table.
 */
export type DynamoAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export type TableIndex = (typeof TABLE.indexes)[number]['name'];

/** What every route declares about its code, HTTP or WebSocket. */
export interface RouteCode {
  /**
   * The function that serves the route, imported by the area's manifest part, so an editor goes
   * from a route to its code. Any function fits here; the generated entry (`runtime/entry.ts`'s
   * `httpEntry`) checks it against the route: its body is what the schema returns, and it reads
   * only the path parameters the route's path has.
   */
  handler: (request: never) => Promise<unknown>;
  /**
   * The DynamoDB actions its code uses on the table, and nothing more: its role is granted exactly
   * these (test/support/dynamodb-rights.ts fails a test file in which a route uses one it lacks).
   */
  dynamodb: readonly DynamoAction[];
  /** The indexes it queries: its role may Query these and no other. */
  indexes?: readonly TableIndex[];
  /** Validates the JSON body; the handler receives what it returns. Without one the body is ignored. */
  body?: Schema<unknown>;
  /** The function sends mail through SES. */
  mail?: boolean;
  /** The function posts to WebSocket connections through the management API. */
  chat?: boolean;
  /**
   * The workers of the manifest this function invokes asynchronously (by key); its role may invoke
   * exactly these, and no other function may invoke a worker at all.
   */
  invokes?: readonly string[];
  /**
   * The function signs access tokens (login, refresh). Only these may read the private session key;
   * every other function can verify a token but never mint one (functions/lib/session-keys.ts).
   */
  issuesSessions?: boolean;
  /**
   * The function calls the video provider (functions/lib/video-provider). Only these get the YouTube
   * Data API key: when the deployment has one (the `youtubeApiKeySecret` setting), its secret's ARN
   * in YOUTUBE_API_KEY_ARN and the right to read it; every other function has neither.
   */
  videoProvider?: boolean;
  /**
   * The catalogue snapshot (functions/catalogue/snapshot-store.ts), one object in a bucket: `read`,
   * the function gets its bucket's name and may GET that one object; `write`, the stack feeds it the
   * table's stream of course items and it may PUT that one object. No function may do more.
   */
  catalogueSnapshot?: 'read' | 'write';
  /**
   * Memory in MB (default 256). Lambda gives CPU in proportion to memory: a handler that hashes a
   * password (bcrypt is pure CPU) gets 1024, which makes a login answer in about a fifth of a second
   * instead of a second at the same price per call. Handlers that wait on DynamoDB keep the default,
   * where more memory only costs more.
   */
  memoryMb?: number;
  /**
   * How long the function may run, in seconds (default 10). Only work that is long by nature gets
   * more: the content check (functions/content/), up to the HTTP API's 30 s as a route and Lambda's
   * 15 minutes as a worker.
   */
  timeoutSeconds?: number;
}

export interface HttpRoute extends RouteCode {
  access: Access;
  /**
   * A public GET whose answer is the same for every caller: CloudFront and the local gateway may
   * keep an anonymous answer for a minute (runtime/cache-control.ts) and compress it once for all.
   * `path`: the answer depends on the path alone; `query`: on the path and its query string, which
   * the cache key then holds. A cookie is never part of the key.
   */
  edgeCache?: EdgeCache;
  /**
   * A state-changing call that needs no Origin of ours: it carries its own secret in the address and
   * no session (a mail's one-click unsubscribe, which mail providers POST themselves, RFC 8058).
   */
  crossSite?: boolean;
}

export type EdgeCache = 'path' | 'query';

/** `'POST /api/note/new'`: the method, a space and API Gateway's path syntax (`/api/course/detail/{id}`). */
export type HttpRouteKey = `${HttpMethod} /api/${string}`;

/** The HTTP part of the manifest: route key → entry. */
export type HttpManifest = Record<HttpRouteKey, HttpRoute>;

export interface WsRoute extends RouteCode {
  /**
   * How many frames of this action one connection may send per window (every route but `$connect`
   * and `$disconnect` must have one). The wrapper counts each frame before it reads the body or runs
   * the handler: the first frame over the limit gets one error frame, later ones none.
   */
  frameLimit?: RateLimit;
}

/** The WebSocket part: `$connect`, `$disconnect`, `$default` or the `action` of a frame → entry. */
export type WsManifest = Record<string, WsRoute>;

/** A worker: invoked by other functions (`invokes`), or on a schedule. */
export interface WorkerRoute extends RouteCode {
  /**
   * An EventBridge schedule expression (`cron(0 3 * * ? *)`, `rate(1 day)`): the stack invokes the
   * worker so, with an empty payload.
   */
  schedule?: string;
  /**
   * The stack subscribes it to the SNS topic the SES configuration set publishes bounces and
   * complaints to (infra/constructs/mail-reputation.ts); locally the local SES invokes it.
   */
  sesEvents?: boolean;
}

/**
 * Workers: functions no API reaches, which other functions invoke asynchronously (`invokes`) with a
 * JSON payload, or a schedule invokes. Key (`chat-fan-out`) → entry.
 */
export type WorkerManifest = Record<string, WorkerRoute>;

/** The names of a path template's parameters: `'/api/request/{id}/approve'` → `'id'`. */
export type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** What a route's schema makes of the body: its value type, or undefined for a route that takes none. */
export type BodyOf<S> = S extends Schema<infer B> ? B : undefined;

/** An HTTP route of the manifest, as a list entry with its method and path spelled out. */
export interface HttpRouteEntry extends HttpRoute {
  key: HttpRouteKey;
  /** The area whose manifest part holds it (`learning`): its folder under functions/. */
  area: string;
  method: HttpMethod;
  /** API Gateway path syntax: `/api/course/detail/{id}`. */
  path: string;
}

/** A worker of the manifest, as a list entry. */
export interface WorkerEntry extends WorkerRoute {
  key: string;
  /** The area whose manifest part holds it (`chat`): its folder under functions/. */
  area: string;
}

/** A WebSocket route of the manifest, as a list entry. */
export interface WsRouteEntry extends WsRoute {
  /** `$connect`, `$disconnect`, `$default` or the `action` of a frame. */
  routeKey: string;
  /** The area whose manifest part holds it (`chat`): its folder under functions/. */
  area: string;
}
