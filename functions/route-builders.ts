/**
 * Builders of the manifest's HTTP entries, one per access rule, so an area's part reads as a table:
 * one row a route, with who may call it (the builder's name), the function that serves it, the
 * DynamoDB actions its code uses, then anything else it needs (`body`, `indexes`, `mail`...). The entry
 * keeps the exact types of its handler and schema, which `runtime/entry.ts` checks against the route.
 */
import type { Access, DynamoAction, HttpRoute, RouteCode } from './route-types';

/** What an entry may add to its handler, access and DynamoDB actions. */
type Extra = Omit<HttpRoute, 'handler' | 'access' | 'dynamodb'>;

type Entry<A extends Access, H, D, X> = { handler: H; access: A; dynamodb: D } & X;

function entryFor<A extends Access>(access: A) {
  return <
    H extends RouteCode['handler'],
    const D extends readonly DynamoAction[],
    const X extends Extra = Record<never, never>,
  >(
    handler: H,
    dynamodb: D,
    extra?: X,
  ): Entry<A, H, D, X> => ({ handler, access, dynamodb, ...extra }) as Entry<A, H, D, X>;
}

/** A route anyone may call. */
export const publicRoute = entryFor('public');

/** A route behind a login (401 without one). */
export const userRoute = entryFor('user');

/** A route for admins (403 for other users). */
export const adminRoute = entryFor('admin');
