/** The local edge's copy of public reads: how long it keeps one, under which key, and what it refuses. */
import { ACCESS_COOKIE, SESSION_MARKER_COOKIE } from '../../functions/lib/session';
import { EdgeCache, edgeCacheKey, type StoredAnswer } from './edge-cache';

const answer = (cacheControl: string): StoredAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
  body: '{"name":"Python"}',
});

const url = (target: string) => new URL(target, 'http://localhost:3000');

describe('the local edge cache', () => {
  let now: number;
  let cache: EdgeCache;
  beforeEach(() => {
    now = 1_700_000_000_000;
    cache = new EdgeCache(() => now);
  });

  it('keeps a public answer for its max-age, with its age, and forgets it after', () => {
    cache.put('/api/course', answer('public, max-age=60'), false);
    now += 59_000;
    expect(cache.get('/api/course')).toEqual({ answer: answer('public, max-age=60'), age: 59 });
    now += 1_000;
    expect(cache.get('/api/course')).toBeUndefined();
  });

  it('prefers s-maxage, the shared caches’ own lifetime', () => {
    cache.put('/api/course', answer('public, max-age=0, s-maxage=30'), false);
    now += 29_000;
    expect(cache.get('/api/course')).toBeDefined();
  });

  it('keeps nothing private, unstored, without a lifetime, or that sets a cookie', () => {
    cache.put('a', answer('private, no-store'), false);
    cache.put('b', answer('no-store'), false);
    cache.put('c', answer('public'), false);
    cache.put('d', answer('public, max-age=60'), true);
    for (const key of ['a', 'b', 'c', 'd']) expect(cache.get(key)).toBeUndefined();
  });

  it('keys on the path, and on the query string only for a route whose answer depends on it', () => {
    expect(edgeCacheKey({ edgeCache: 'path' }, 'GET', url('/api/course?x=1'), {})).toBe('/api/course');
    expect(edgeCacheKey({ edgeCache: 'query' }, 'GET', url('/api/catalogue?q=py&limit=24'), {})).toBe(
      '/api/catalogue?q=py&limit=24',
    );
    expect(edgeCacheKey({ edgeCache: 'path' }, 'GET', url('/api/course'), { lf_device: 'x' })).toBe(
      '/api/course',
    );
  });

  it('lets no copy answer a caller with a session, a write, or a route without edgeCache', () => {
    const course = url('/api/course');
    expect(edgeCacheKey({ edgeCache: 'path' }, 'GET', course, { [ACCESS_COOKIE]: 'token' })).toBeNull();
    expect(edgeCacheKey({ edgeCache: 'path' }, 'GET', course, { [SESSION_MARKER_COOKIE]: '1' })).toBeNull();
    expect(edgeCacheKey({ edgeCache: 'path' }, 'POST', course, {})).toBeNull();
    expect(edgeCacheKey({}, 'GET', url('/api/users/dashboard'), {})).toBeNull();
  });
});
