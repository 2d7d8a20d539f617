/**
 * Where a handler meets its wrapper: the manifest entry of a route decides access, body schema and
 * logging, and the handler module only exports a plain function. The CDK stack bundles one generated
 * file per function that calls these (infra/route-entries.ts); the local gateway and the tests call
 * them the same way. The types check that a function fits its route: its body is what the route's
 * schema returns, and it reads only the path parameters the route's path template has.
 */
import type { BodyOf, ParamNames, RouteCode } from '../route-types';
import type { HttpRoutes, Workers, WsRoutes } from '../routes';
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

/**
 * The Lambda handler of the HTTP route `key`, from its manifest entry (`route`, taken from the area's
 * part of the manifest, so a bundle holds only that area's code). The type checks the entry's
 * handler against the route.
 */
export function httpEntry<Key extends keyof HttpRoutes>(
  key: Key,
  route: HttpRoutes[Key] & { handler: HttpHandlerOf<Key> },
): HttpLambda {
  return wrapHttp(key, route, route.handler);
}

export function wsEntry<Key extends keyof WsRoutes>(
  key: Key,
  route: WsRoutes[Key] & { handler: WsHandlerOf<Key> },
): WsLambda {
  return wrapWs(key, route, route.handler);
}

/** A worker takes the payload its invokers build; the entry checks only that the worker exists. */
export function workerEntry(
  key: keyof Workers,
  // biome-ignore lint/suspicious/noExplicitAny: a worker's payload type is its own; its invokers build it.
  route: RouteCode & { handler: (request: WorkerRequest<any>) => Promise<unknown> },
): WorkerLambda {
  return wrapWorker(key, route.handler);
}
