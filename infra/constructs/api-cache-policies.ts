/**
 * How CloudFront caches and compresses the API. Every API behaviour has a cache policy with brotli
 * and gzip on (CloudFront compresses an answer only when its behaviour's cache policy allows it, and
 * only where caching is not switched off altogether) and a minimum TTL of 0, so an origin's
 * `private, no-store` always wins:
 *
 * - `/api/*`: the cache key holds the cookies and the query string, and nothing is kept, since the
 *   functions answer `private, no-store` there (functions/runtime/cache-control.ts). Even an answer
 *   marked shareable by mistake would stay with the session it was made for.
 * - each public read the manifest marks `edgeCache` (`GET /api/course/detail/{id}` becomes the
 *   behaviour `/api/course/detail/*`): kept for as long as the answer's Cache-Control says, at most
 *   60 s, under its path, plus the query string for a route whose answer depends on it (the
 *   catalogue). No cookie is in that key; the origin still receives the cookies, and an answer to a
 *   logged-in caller comes back `private, no-store` and is not kept.
 */
import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { EdgeCache, HttpRouteEntry } from '../../functions/route-types';
import { EDGE_CACHE_SECONDS } from '../../functions/runtime/cache-control';
import { accountWideName } from './account-wide-name';

type ApiRoute = Pick<HttpRouteEntry, 'key' | 'method' | 'path' | 'edgeCache'>;

export interface ApiCachePoliciesProps {
  /** The manifest's HTTP routes; those marked `edgeCache` get a behaviour of their own. */
  readonly routes: readonly ApiRoute[];
  /** The viewer headers the functions need (the Origin check, the viewer's address). */
  readonly forwardedHeaders: readonly string[];
}

/** A behaviour of the distribution for one public read. */
export interface PublicRead {
  readonly pathPattern: string;
  readonly cachePolicy: CachePolicy;
}

/** The distribution's path pattern of a route: each `{parameter}` becomes `*`. */
export const pathPatternOf = (path: string): string => path.replace(/\{\w+\}/g, '*');

/** Whether CloudFront's `pattern` (`*` any characters, `?` one) takes a request for `path`. */
function patternTakes(pattern: string, path: string): boolean {
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path.replace(/\{\w+\}/g, 'x'));
}

export class ApiCachePolicies extends Construct {
  /** For `/api/*`: compressed, never kept. */
  readonly uncached: CachePolicy;
  /** For the public reads: what reaches the function, beyond what their cache key holds. */
  readonly publicRequests: OriginRequestPolicy;
  /** One behaviour per public read, to be placed before `/api/*` (CloudFront takes the first match). */
  readonly publicReads: PublicRead[];

  constructor(scope: Construct, id: string, props: ApiCachePoliciesProps) {
    super(scope, id);
    const compressed = { enableAcceptEncodingBrotli: true, enableAcceptEncodingGzip: true };

    // A maximum of one second only keeps caching (and so compression) on; the answers say no-store.
    this.uncached = new CachePolicy(this, 'Uncached', {
      cachePolicyName: accountWideName(this, 'Uncached', 128),
      comment: 'LearnFree API: compressed, never kept (private, no-store), keyed on cookies and query',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      cookieBehavior: CacheCookieBehavior.all(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      ...compressed,
    });

    // An answer without Cache-Control is not kept (default 0); a public one at most a minute.
    const publicPolicy = (name: string, query: EdgeCache) =>
      new CachePolicy(this, name, {
        cachePolicyName: accountWideName(this, name, 128),
        comment: `LearnFree public reads: kept up to ${EDGE_CACHE_SECONDS} s, keyed on the path${query === 'query' ? ' and query string' : ''}, never a cookie`,
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.seconds(EDGE_CACHE_SECONDS),
        cookieBehavior: CacheCookieBehavior.none(),
        queryStringBehavior:
          query === 'query' ? CacheQueryStringBehavior.all() : CacheQueryStringBehavior.none(),
        headerBehavior: CacheHeaderBehavior.none(),
        ...compressed,
      });
    const byKey: Record<EdgeCache, CachePolicy> = {
      path: publicPolicy('PublicByPath', 'path'),
      query: publicPolicy('PublicByQuery', 'query'),
    };

    // The query string reaches the function only where the cache key holds it, so no answer can
    // depend on what the key leaves out.
    this.publicRequests = new OriginRequestPolicy(this, 'PublicRequests', {
      originRequestPolicyName: accountWideName(this, 'PublicRequests', 128),
      comment: 'LearnFree public reads: cookies, Origin and the viewer address; no query beyond the key',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...props.forwardedHeaders),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });

    this.publicReads = props.routes
      .filter((route) => route.edgeCache)
      .map((route) => {
        const pathPattern = pathPatternOf(route.path);
        // The behaviour allows GET and HEAD only: another route under it would be refused by CloudFront.
        const shadowed = props.routes.filter(
          (other) => other !== route && patternTakes(pathPattern, other.path),
        );
        if (route.method !== 'GET' || shadowed.length > 0) {
          throw new Error(
            `${route.key} cannot be cached at the edge: ${route.method !== 'GET' ? 'only a GET can' : `its behaviour ${pathPattern} would also take ${shadowed.map((r) => r.key).join(', ')}`}`,
          );
        }
        return { pathPattern, cachePolicy: byKey[route.edgeCache!] };
      });
  }
}
