/**
 * Where a handler meets its wrapper: the manifest entry of a route decides access, body schema and
 * logging, and the handler module only exports a plain function. The CDK stack bundles one generated
 * file per function that calls these (infra/route-entries.ts); the local gateway and the tests call
 * them the same way. The types check that a function fits its route: its body is what the route's
 * schema returns, and it reads only the path parameters the route's path template has.
 */
import type { BodyOf, ParamNames } from '../route-types';
import { type HttpRoutes, httpManifest, type Workers, type WsRoutes, wsManifest } from '../routes';
import { type HttpLambda, type HttpRequest, type Reply, wrapHttp } from './http';
import { type WorkerLambda, type WorkerRequest, wrapWorker } from './worker';
import { type WsLambda, type WsRequest, wrapWs } from './ws';

type SchemaOf<Route> = Route extends { body: infer S } ? S : undefined;

/** The function that serves the HTTP route `Key`. */
export type HttpHandlerOf<Key extends keyof HttpRoutes> = (
  request: HttpRequest<BodyOf<SchemaOf<HttpRoutes[Key]>>, ParamNames<Key>>,
) => Promise<Reply>;

/** The function that serves the WebSocket route `Key`. */
export type WsHandlerOf<Key extends keyof WsRoutes> = (
  request: WsRequest<BodyOf<SchemaOf<WsRoutes[Key]>>>,
) => Promise<void>;

export function httpEntry<Key extends keyof HttpRoutes>(key: Key, handle: HttpHandlerOf<Key>): HttpLambda {
  return wrapHttp(key, httpManifest[key], handle);
}

export function wsEntry<Key extends keyof WsRoutes>(key: Key, handle: WsHandlerOf<Key>): WsLambda {
  return wrapWs(key, wsManifest[key], handle);
}

/** A worker takes the payload its invokers build; the entry checks only that the worker exists. */
export function workerEntry(
  key: keyof Workers,
  // biome-ignore lint/suspicious/noExplicitAny: a worker's payload type is its own; its invokers build it.
  handle: (request: WorkerRequest<any>) => Promise<unknown>,
): WorkerLambda {
  return wrapWorker(key, handle);
}
