/**
 * The API at the edge: every answer compressed, the anonymous public reads kept for at most a minute
 * under a key that never holds a cookie, and everything else never kept. The local gateway does the
 * same (infra/local/api-edge.test.ts); the functions decide with their Cache-Control
 * (functions/runtime/cache-control.test.ts).
 */
import { App, Stack } from 'aws-cdk-lib';
import { httpRoutes } from '../../../functions/routes';
import { EDGE_CACHE_SECONDS } from '../../../functions/runtime/cache-control';
import { ApiCachePolicies } from '../../constructs/api-cache-policies';
import { API_HEADERS, SITE_PATHS } from '../../constructs/static-site';
import { distributionConfig, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

const behaviours = (): Json[] => distributionConfig(synth.resources).CacheBehaviors;
const behaviour = (pattern: string): Json => behaviours().find((b) => b.PathPattern === pattern)!;
const cachePolicy = (b: Json): Json => synth.resources[b.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
const requestPolicy = (b: Json): Json =>
  synth.resources[b.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig;

const PUBLIC_READS = {
  '/api/course': 'none',
  '/api/course/detail/*': 'none',
  '/api/catalogue': 'all',
  '/api/certificates/*': 'none',
} as const;

describe('the API at the edge', () => {
  it('compresses every answer of /api/* and keeps none: the functions answer private, no-store there', () => {
    const api = behaviour(SITE_PATHS.api);
    expect(api.Compress).toBe(true);
    const policy = cachePolicy(api);
    // A minimum of 0 lets the origin's no-store win; a maximum above 0 keeps compression possible.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingBrotli: true,
      EnableAcceptEncodingGzip: true,
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    expect(requestPolicy(api).CookiesConfig).toEqual({ CookieBehavior: 'all' });
  });

  it('gives each public read a behaviour of its own, ahead of /api/*, for GET and HEAD only', () => {
    const patterns = behaviours().map((b) => b.PathPattern);
    const api = patterns.indexOf(SITE_PATHS.api);
    for (const pattern of Object.keys(PUBLIC_READS)) {
      expect({ pattern, before: patterns.indexOf(pattern) < api }).toEqual({ pattern, before: true });
      expect(behaviour(pattern)).toMatchObject({
        Compress: true,
        AllowedMethods: ['GET', 'HEAD'],
        TargetOriginId: behaviour(SITE_PATHS.api).TargetOriginId,
        ResponseHeadersPolicyId: behaviour(SITE_PATHS.api).ResponseHeadersPolicyId,
      });
    }
    const cached = patterns.filter((p) => p.startsWith('/api/') && p !== SITE_PATHS.api);
    expect(cached.sort()).toEqual(Object.keys(PUBLIC_READS).sort());
  });

  it.each(Object.entries(PUBLIC_READS))(
    'keeps %s up to 60 s as its Cache-Control says, keyed without a cookie (query string: %s)',
    (pattern, query) => {
      const read = behaviour(pattern);
      const policy = cachePolicy(read);
      expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: EDGE_CACHE_SECONDS });
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: query },
      });
      // The function still sees the cookies (and answers a logged-in caller private, no-store), but
      // no query string beyond what the key holds.
      const forwarded = requestPolicy(read);
      expect(forwarded).toMatchObject({
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
      expect(forwarded.HeadersConfig.Headers.sort()).toEqual([...API_HEADERS].sort());
    },
  );

  it('refuses at synth a public read whose behaviour would also take another route', () => {
    const detail = httpRoutes.find((r) => r.key === 'GET /api/course/detail/{id}')!;
    const report = { ...detail, key: 'POST /api/course/detail/{id}/report', method: 'POST' } as const;
    expect(() => withRoutes([detail, report])).toThrow(
      /would also take POST \/api\/course\/detail\/\{id\}\/report/,
    );
    const put = { ...detail, key: 'PUT /api/course/detail/{id}', method: 'PUT' } as const;
    expect(() => withRoutes([put])).toThrow(/only a GET/);
  });
});

function withRoutes(routes: ConstructorParameters<typeof ApiCachePolicies>[2]['routes']) {
  const stack = new Stack(new App(), 'Policies');
  return new ApiCachePolicies(stack, 'ApiCache', { routes, forwardedHeaders: API_HEADERS });
}
