/**
 * The Cache-Control of an API answer. Only a successful anonymous read of a route the manifest marks
 * `edgeCache` (a public GET whose answer is the same for everyone) may be kept, for a minute, by
 * CloudFront and the local gateway; every other answer is `private, no-store`, so nothing a logged-in
 * caller receives, and no write, is ever stored on the way or in the browser.
 */
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '../lib/session';
import type { HttpRoute } from '../route-types';

/** How long an edge may keep a public answer: a catalogue change shows everywhere within a minute. */
export const EDGE_CACHE_SECONDS = 60;

export const PUBLIC_CACHE = `public, max-age=${EDGE_CACHE_SECONDS}`;
export const PRIVATE_CACHE = 'private, no-store';

/**
 * Whether the request carries a session: any of its cookies, even one that no longer verifies, since
 * the caller may be logged in a moment later by a refresh and must not be served a shared copy.
 */
export function carriesSession(cookies: Readonly<Record<string, string>>): boolean {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SESSION_MARKER_COOKIE].some((name) => name in cookies);
}

export function cacheControlOf(
  route: Pick<HttpRoute, 'edgeCache'>,
  request: { method: string; cookies: Readonly<Record<string, string>> },
  status: number,
): string {
  const shareable =
    route.edgeCache !== undefined &&
    request.method === 'GET' &&
    status === 200 &&
    !carriesSession(request.cookies);
  return shareable ? PUBLIC_CACHE : PRIVATE_CACHE;
}
