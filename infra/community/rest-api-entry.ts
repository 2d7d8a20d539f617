/**
 * The Lambda entry of a route on a REST API (LocalStack Community). `learnfree-route-handler` is not
 * a package: each function's bundle maps it to that route's handler module (an esbuild alias set by
 * RouteFunction), so every route gets the same wrapper around its own, unchanged handler.
 */
import { handler as routeHandler } from 'learnfree-route-handler';
import { fromRestApi } from './rest-api-adapter';

// The REST API is the only way in here, so it stands in for the edge (see the community stack).
export const handler = fromRestApi(routeHandler, process.env.ORIGIN_SECRET);
