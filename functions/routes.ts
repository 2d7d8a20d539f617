/**
 * The route manifest: every HTTP and WebSocket route of the product. The CDK stack makes one Lambda
 * and one API route per entry; the local gateway serves the same handlers from it; the HTTP wrapper
 * reads each route's access rule from it. Each area keeps its own list next to its handlers.
 */
import { authRoutes } from './auth/routes';
import { certificateRoutes } from './certificates/routes';
import { chatRoutes } from './chat/routes';
import { learningRoutes } from './learning/routes';
import { requestRoutes } from './requests/routes';
import type { HttpRoute, WsRoute } from './route-types';
import { routeKey } from './route-types';

export const httpRoutes: HttpRoute[] = [
  ...authRoutes,
  ...learningRoutes,
  ...certificateRoutes,
  ...requestRoutes,
];

export const wsRoutes: WsRoute[] = [...chatRoutes];

const byKey = new Map(httpRoutes.map((route) => [routeKey(route), route]));

export function findHttpRoute(key: string): HttpRoute {
  const route = byKey.get(key);
  if (!route) throw new Error(`Route ${key} is not in the manifest (functions/routes.ts)`);
  return route;
}
