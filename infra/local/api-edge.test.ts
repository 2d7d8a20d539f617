/**
 * API answers through the local gateway, as CloudFront hands them to a viewer: compressed from
 * 1,000 bytes on in the encoding the browser accepts, and the anonymous public reads answered from
 * the edge's copy for a minute, keyed on the path (and the catalogue's query string), never on a
 * cookie, while a logged-in caller always reaches the function.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEVICE_COOKIE } from '../../functions/lib/session';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { freePort } from '../../test/support/free-port';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { type Gateway, startGateway } from './gateway';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire, before any decoding. */
  bytes: Buffer;
}

let gateway: Gateway;
let course: Course;
let learner: TestLearner;

beforeAll(async () => {
  // Twelve lessons: the course's answer is well over 1,000 bytes.
  const lessons = Array.from({ length: 12 }, (_, i) => ({
    _id: `lesson-${i + 1}`,
    lesson: i + 1,
    link: 'dQw4w9WgXcQ',
    lessonName: `Lesson ${i + 1}: reading the data and drawing the chart`,
  }));
  [course, learner] = await Promise.all([
    freshCourse({ lessons, lessonCount: lessons.length }),
    loggedInLearner('Edge Reader'),
  ]);
  gateway = await startGateway({ port: await freePort(), edgeCache: true });
});
afterAll(() => gateway.close());

/** A GET sent as a browser sends it, read without decoding (fetch would decode it silently). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${gateway.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decoded = ({ headers, bytes }: RawAnswer): unknown => {
  const encoding = headers['content-encoding'];
  const text =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return JSON.parse(text.toString('utf8'));
};

const sessionCookie = () => learner.jar.cookies().join('; ');
const detailPath = () => `/api/course/detail/${course._id}`;

describe('compression of API answers', () => {
  it('sends an answer of 1,000 bytes or more in brotli or gzip as accepted, decoding to the same JSON', async () => {
    const plain = await rawGet(detailPath());
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThanOrEqual(1_000);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const brotli = await rawGet(detailPath(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(decoded(brotli)).toEqual(JSON.parse(plain.bytes.toString('utf8')));

    const gzip = await rawGet(detailPath(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('compresses a logged-in answer too, and leaves one under 1,000 bytes as it is', async () => {
    const small = await rawGet('/api/course/detail/no-such-course', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decoded(small)).toEqual({ msg: expect.any(String) });
    const big = await rawGet(detailPath(), { 'accept-encoding': 'br', cookie: sessionCookie() });
    expect(big.headers['content-encoding']).toBe('br');
  });
});

describe('the edge copy of public reads', () => {
  it('answers a repeated anonymous read from its copy, whatever cookie other than a session comes with it', async () => {
    const path = `/api/course/detail/${(await freshCourse())._id}`;
    const first = await rawGet(path);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['x-cache']).toBe('Miss from local edge');
    const again = await rawGet(path, { cookie: `${DEVICE_COOKIE}=abc` });
    expect(again.headers['x-cache']).toBe('Hit from local edge');
    expect(again.headers.age).toBeDefined();
    expect(decoded(again)).toEqual(decoded(first));
  });

  it('keys the catalogue on its query string', async () => {
    const one = await rawGet('/api/catalogue?limit=1&sort=newest');
    const two = await rawGet('/api/catalogue?limit=2&sort=newest');
    expect(two.headers['x-cache']).toBe('Miss from local edge');
    expect(decoded(two)).not.toEqual(decoded(one));
    expect((await rawGet('/api/catalogue?limit=1&sort=newest')).headers['x-cache']).toBe(
      'Hit from local edge',
    );
  });

  it('never answers a logged-in learner from a copy, and never keeps their answer', async () => {
    await rawGet(detailPath());
    const mine = await rawGet(detailPath(), { cookie: sessionCookie() });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-cache']).toBeUndefined();
    const dashboard = await rawGet('/api/users/dashboard', { cookie: sessionCookie() });
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    expect(dashboard.headers['x-cache']).toBeUndefined();
  });
});
