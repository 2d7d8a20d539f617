/**
 * The local gateway's stand-in for CloudFront's cache of the public reads (the cache policies of
 * infra/constructs/api-cache-policies.ts). An answer the function marked `public, max-age=N` (only an
 * anonymous read of an `edgeCache` route, functions/runtime/cache-control.ts) is kept N seconds,
 * under its path plus, for a route whose answer depends on it, its query string; never under a
 * cookie. A request that carries a session always reaches the function, so a learner who just logged
 * in sees their own answers here; CloudFront may answer them from its copy, which is the same for
 * everyone.
 */
import type { HttpRouteEntry } from '../../functions/route-types';
import { carriesSession } from '../../functions/runtime/cache-control';

/** An answer as the function gave it, before the edge compresses it for a viewer. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Enough for every page of the catalogue a local session asks for; the oldest goes first. */
const MAX_ENTRIES = 1_000;

/**
 * The cache key of a request, or null when no copy may answer it: not a GET of an `edgeCache`
 * route, or the caller carries a session.
 */
export function edgeCacheKey(
  route: Pick<HttpRouteEntry, 'edgeCache'>,
  method: string,
  url: URL,
  cookies: Readonly<Record<string, string>>,
): string | null {
  if (!route.edgeCache || method !== 'GET' || carriesSession(cookies)) return null;
  return route.edgeCache === 'query' ? `${url.pathname}${url.search}` : url.pathname;
}

/** How long `cacheControl` lets a shared cache keep an answer, in seconds (0: not at all). */
function sharedLifetime(cacheControl: string | undefined): number {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store')) return 0;
  const seconds = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found === undefined ? undefined : Number(found.slice(name.length + 1));
  };
  const lifetime = seconds('s-maxage') ?? seconds('max-age') ?? 0;
  return Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 0;
}

export class EdgeCache {
  private readonly entries = new Map<string, { answer: StoredAnswer; storedAt: number; expires: number }>();

  /** `now`: the clock, in milliseconds (a test passes its own). */
  constructor(private readonly now: () => number = Date.now) {}

  /** The copy kept under `key` and its age in seconds, while it is fresh. */
  get(key: string): { answer: StoredAnswer; age: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return { answer: entry.answer, age: Math.floor((now - entry.storedAt) / 1000) };
  }

  /** Keeps `answer` under `key` when its Cache-Control lets a shared cache keep it. */
  put(key: string, answer: StoredAnswer, setsCookies: boolean): void {
    const lifetime = sharedLifetime(answer.headers['cache-control']);
    if (lifetime === 0 || setsCookies) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const now = this.now();
    this.entries.set(key, { answer, storedAt: now, expires: now + lifetime * 1000 });
  }
}
