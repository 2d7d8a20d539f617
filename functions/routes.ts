/**
 * The route manifest: every HTTP and WebSocket route of the product, and the only place a route is
 * bound to its code. Each entry holds its handler function (imported by the area's part, so an
 * editor goes from a route to its code), its access rule, body schema, rights and size;
 * `runtime/entry.ts` wraps the handler for Lambda, the same way for the CDK stack (one generated
 * entry file per function, which imports only its area's part: infra/route-entries.ts) and the
 * local gateway. Each area keeps its part next to its handlers, in `functions/<area>/routes.ts`.
 * Importing this loads every handler: Lambda code never does (runtime/ must not, by lint).
 */
import { authRoutes } from './auth/routes';
import { catalogueRoutes, catalogueWorkers } from './catalogue/routes';
import { certificateRoutes } from './certificates/routes';
import { chatHttpRoutes, chatRoutes, chatWorkers } from './chat/routes';
import { contentRoutes, contentWorkers } from './content/routes';
import { discussionRoutes } from './discussion/routes';
import { habitRoutes, habitWorkers } from './habits/routes';
import { learningRoutes } from './learning/routes';
import { mailEventWorkers } from './mail/routes';
import { quizRoutes } from './quizzes/routes';
import { ratingRoutes } from './ratings/routes';
import { requestRoutes } from './requests/routes';
import { reviewRoutes } from './review/routes';
import type {
  Access,
  DynamoAction,
  HttpManifest,
  HttpMethod,
  HttpRouteEntry,
  HttpRouteKey,
  RouteCode,
  WorkerEntry,
  WorkerManifest,
  WsManifest,
  WsRouteEntry,
} from './route-types';
import { userRoutes } from './users/routes';

export const httpManifest = {
  ...authRoutes,
  ...learningRoutes,
  ...catalogueRoutes,
  ...certificateRoutes,
  ...requestRoutes,
  ...discussionRoutes,
  ...quizRoutes,
  ...chatHttpRoutes,
  ...userRoutes,
  ...contentRoutes,
  ...ratingRoutes,
  ...habitRoutes,
  ...reviewRoutes,
} satisfies HttpManifest;

export const wsManifest = { ...chatRoutes } satisfies WsManifest;

export const workerManifest = {
  ...chatWorkers,
  ...contentWorkers,
  ...mailEventWorkers,
  ...catalogueWorkers,
  ...habitWorkers,
} satisfies WorkerManifest;

export type HttpRoutes = typeof httpManifest;
export type WsRoutes = typeof wsManifest;
export type Workers = typeof workerManifest;

/** Each area's parts, by the area's folder under functions/: what the route lists name as `area`. */
const areas = {
  auth: [authRoutes],
  learning: [learningRoutes],
  catalogue: [catalogueRoutes, catalogueWorkers],
  certificates: [certificateRoutes],
  requests: [requestRoutes],
  discussion: [discussionRoutes],
  quizzes: [quizRoutes],
  chat: [chatHttpRoutes, chatRoutes, chatWorkers],
  users: [userRoutes],
  content: [contentRoutes, contentWorkers],
  mail: [mailEventWorkers],
  ratings: [ratingRoutes],
  habits: [habitRoutes, habitWorkers],
  review: [reviewRoutes],
};

const areaOf = new Map(
  Object.entries(areas).flatMap(([area, parts]) =>
    parts.flatMap((part) => Object.keys(part).map((key) => [key, area] as const)),
  ),
);
const area = (key: string): string => areaOf.get(key)!;

/** Every HTTP route as a list, with method and path split from its key. */
export const httpRoutes: HttpRouteEntry[] = Object.entries(httpManifest).map(([key, route]) => {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { ...route, key: key as HttpRouteKey, method, path, area: area(key) };
});

/** Every WebSocket route as a list. */
export const wsRoutes: WsRouteEntry[] = Object.entries(wsManifest).map(([routeKey, route]) => ({
  ...route,
  routeKey,
  area: area(routeKey),
}));

/** Every worker as a list. */
export const workerRoutes: WorkerEntry[] = Object.entries(workerManifest).map(([key, route]) => ({
  ...route,
  key,
  area: area(key),
}));

/**
 * The DynamoDB actions a route's role needs: those its own code declares, plus BatchGetItem on a route
 * behind a login, where the wrapper reads the session and the account before every call
 * (`requireLiveSession` in runtime/live-session.ts). The stack grants exactly these, and the server tests
 * fail a route whose code uses anything else.
 */
export function tableActionsOf(route: Pick<RouteCode, 'dynamodb'> & { access?: Access }): DynamoAction[] {
  const own = [...route.dynamodb];
  if (route.access === 'user' || route.access === 'admin') {
    if (!own.includes('BatchGetItem')) own.push('BatchGetItem');
  }
  return own;
}
