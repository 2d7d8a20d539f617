/** Types of the route manifest, read by the HTTP wrapper, the local gateway and the CDK stack. */

/** Who may call a route: anyone, a logged-in user (401 otherwise), or an admin (403 for others). */
export type Access = 'public' | 'user' | 'admin';

export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway path syntax: `/api/course/detail/{id}`. */
  path: string;
  /** Handler module under `functions/`, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  /** Table rights the function is granted: least privilege per route. */
  table: 'read' | 'write';
  /** The function sends mail through SES. */
  mail?: boolean;
  /** The function posts to WebSocket connections through the management API. */
  chat?: boolean;
}

export interface WsRoute {
  /** `$connect`, `$disconnect`, or the `action` of a frame. */
  routeKey: string;
  handler: string;
  table: 'read' | 'write';
  chat?: boolean;
}

export const routeKey = (route: Pick<HttpRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
