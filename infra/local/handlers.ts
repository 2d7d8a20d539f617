/**
 * The Lambda handler of a manifest route, built the way its deployed entry builds it
 * (infra/route-entries.ts): the manifest entry's handler, wrapped by `functions/runtime/entry.ts`.
 * Used by the local gateway and by tests that call handlers directly.
 */

import {
  type HttpRoutes,
  httpManifest,
  type Workers,
  type WsRoutes,
  workerManifest,
  wsManifest,
} from '../../functions/routes';
import { httpEntry, workerEntry, wsEntry } from '../../functions/runtime/entry';
import type { HttpLambda } from '../../functions/runtime/http';
import type { WorkerLambda } from '../../functions/runtime/worker';
import type { WsLambda } from '../../functions/runtime/ws';
import { currentRoute } from './current-route';

const httpCache = new Map<string, HttpLambda>();
const wsCache = new Map<string, WsLambda>();
const workerCache = new Map<string, WorkerLambda>();

export function httpHandler(key: string): HttpLambda {
  let handler = httpCache.get(key);
  if (!handler) {
    const route = httpManifest[key as keyof HttpRoutes];
    if (!route) throw new Error(`${key} is not in the manifest (functions/routes.ts)`);
    const wrapped = httpEntry(key as keyof HttpRoutes, route as never);
    handler = (event) => currentRoute.run(key, () => wrapped(event));
    httpCache.set(key, handler);
  }
  return handler;
}

export function wsHandler(key: string): WsLambda {
  let handler = wsCache.get(key);
  if (!handler) {
    const route = wsManifest[key as keyof WsRoutes];
    if (!route) throw new Error(`WebSocket route ${key} is not in the manifest (functions/routes.ts)`);
    const wrapped = wsEntry(key as keyof WsRoutes, route as never);
    handler = (event) => currentRoute.run(key, () => wrapped(event));
    wsCache.set(key, handler);
  }
  return handler;
}

/** Whether the manifest has a worker `key` (a function other functions invoke). */
export const isWorker = (key: string): boolean => Object.hasOwn(workerManifest, key);

/** The worker `key` of the manifest, or undefined when there is none (an invocation of an unknown function). */
export function workerHandler(key: string): WorkerLambda | undefined {
  let handler = workerCache.get(key);
  if (!handler) {
    const route = workerManifest[key as keyof Workers];
    if (!route) return undefined;
    const wrapped = workerEntry(key as keyof Workers, route as never);
    handler = (event, context) => currentRoute.run(key, () => wrapped(event, context));
    workerCache.set(key, handler);
  }
  return handler;
}
