/**
 * Every paged route of the manifest, fed cursors it never handed out: random strings, base64url of
 * random JSON, real cursors with one part emptied, lengthened, retyped, dropped, added to or cut,
 * and real cursors of another list (another lesson, another order). Each answer is a page (200) or
 * the one refusal (400 with its message), never a 5xx; another list's cursor is always refused.
 * The list of paged routes is held to the manifest: every GET route is sent a cursor, and the
 * routes that refuse it are exactly these; and no code but the paged lists hands DynamoDB a start key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as fc from 'fast-check';
import { ensureOpenCounts } from '../../functions/data/discussion';
import { putQuestion } from '../../functions/data/discussion-posts';
import { STALE_CURSOR_MSG } from '../../functions/lib/cursor';
import type { HttpRouteKey } from '../../functions/route-types';
import { httpRoutes } from '../../functions/routes';
import { httpHandler } from '../../infra/local/handlers';
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../support/admins';
import { freshCourse } from '../support/courses';
import { discussionClient, type Lesson } from '../support/discussion-client';
import { type Answer, call } from '../support/events';
import { learningClient, userIdOf } from '../support/learning-client';
import { ratingsClient } from '../support/ratings-client';
import { seedRatings } from '../support/seed-ratings';
import type { TestLearner } from '../support/users';

type Reply = Answer<{ msg?: string }>;

/** A paged route as this test drives it: one call per cursor, and real cursors of its lists. */
interface Paged {
  /** Asks list `list` (an index into `lists`) for the page after `cursor`. */
  page(list: number, cursor: string): Promise<Reply>;
  /** For each list the route serves, a cursor it handed out for that list. */
  lists: string[];
}

const catalogue = httpHandler('GET /api/catalogue');
const CATALOGUE_LISTS: Array<Record<string, string>> = [
  { sort: 'newest' },
  { sort: 'popular' },
  { sort: 'shortest' },
  { q: 'test' },
];

/** Every paged route, by its manifest key, and how to get real cursors of its lists. */
const PAGED: Record<string, (setup: Setup) => Promise<Paged>> = {
  'GET /api/catalogue': async () => {
    const page = (list: number, cursor?: string) =>
      call<{ msg?: string; next?: string | null }>(catalogue, {
        path: '/api/catalogue',
        query: { ...CATALOGUE_LISTS[list], limit: '1', ...(cursor === undefined ? {} : { cursor }) },
      });
    return { page, lists: await firstCursors(CATALOGUE_LISTS.length, page, (a) => a.body.next) };
  },
  'GET /api/course/{courseId}/lessons/{lessonId}/questions': async ({ admin, lessons }) => {
    const api = discussionClient(admin.jar);
    const lists = lessons.flatMap((lesson) => (['top', 'new'] as const).map((sort) => ({ lesson, sort })));
    const page = (list: number, cursor?: string) =>
      api.list(lists[list]!.lesson, { sort: lists[list]!.sort, ...(cursor === undefined ? {} : { cursor }) });
    return { page, lists: await firstCursors(lists.length, page, (a) => a.headers['x-next-cursor']!) };
  },
  'GET /api/course/{courseId}/reviews': async ({ course }) => {
    const api = ratingsClient();
    const sorts = ['helpful', 'newest'] as const;
    const page = (list: number, cursor?: string) =>
      api.reviews(course._id, { sort: sorts[list]!, ...(cursor === undefined ? {} : { cursor }) });
    return { page, lists: await firstCursors(sorts.length, page, (a) => a.body.next) };
  },
};

/** The cursor of each list's first page. */
async function firstCursors<A extends Reply>(
  count: number,
  page: (list: number) => Promise<A>,
  next: (answer: A) => string | null | undefined,
): Promise<string[]> {
  const cursors: string[] = [];
  for (let list = 0; list < count; list++) {
    const cursor = next(await page(list));
    if (!cursor) throw new Error(`list ${list}: no second page`);
    cursors.push(cursor);
  }
  return cursors;
}

interface Setup {
  admin: TestLearner;
  course: Course;
  lessons: Lesson[];
}

let setup: Setup;

beforeAll(async () => {
  const [admin, course] = await Promise.all([loggedInAdmin('Cursor Tester'), freshCourse()]);
  await Promise.all([freshCourse(), freshCourse()]);
  expect((await learningClient(admin.jar).enroll(course._id)).status).toBe(200);
  const lessons = ['lesson-1', 'lesson-2'].map((lessonId) => ({ courseId: course._id, lessonId }));
  // A page and one more question in each lesson, stored directly: the hourly limit is not at test.
  await ensureOpenCounts(course._id);
  const author = { userId: userIdOf(admin.jar), name: 'Cursor Tester' };
  const seeding = { scope: 'cursor-test-seed', limit: 1000, windowSeconds: 3600 };
  for (const where of lessons)
    for (let i = 0; i < 21; i++)
      await putQuestion(author, where, { title: `Question ${i}`, body: 'Why?' }, seeding);
  // A page and one more review.
  await seedRatings(
    course._id,
    Array.from({ length: 21 }, (_, i) => ({ stars: 4, review: `Review ${i}`, helpful: i % 3 })),
  );
  setup = { admin, course, lessons };
}, 120_000);

// --- What a crafted cursor looks like ---

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const decoded = (cursor: string): unknown => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));

/** A value put in place of a field: empty, longer, of another type, or gone. */
const replacement = (current: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(''),
    fc.constant(undefined),
    fc
      .integer({ min: 2, max: 40 })
      .map((n) => (typeof current === 'string' ? current.repeat(n) : [current, n])),
    fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [''], { S: 'x' }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    typeof current === 'string' && current.length > 0
      ? fc
          .tuple(
            fc.nat(current.length - 1),
            fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
          )
          .map(([at, char]) => `${current.slice(0, at)}${char}${current.slice(at + 1)}`)
      : fc.constant(current),
  );

/** Every place in a decoded cursor a mutation may hit: the cursor itself, its fields, their items. */
function places(value: unknown, path: string[] = []): string[][] {
  const here = [path];
  if (typeof value !== 'object' || value === null) return here;
  return here.concat(...Object.entries(value).map(([key, child]) => places(child, [...path, key])));
}

function replaced(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && next === undefined) delete copy[key];
  else copy[key] = replaced(copy[key], rest, next);
  return copy;
}

const at = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** A real cursor with one part mutated, a field added, or its text cut or lengthened. */
const mutated = (cursor: string): fc.Arbitrary<string> => {
  const json = decoded(cursor);
  return fc.oneof(
    fc
      .constantFrom(...places(json))
      .chain((path) =>
        replacement(at(json, path)).map((next) =>
          base64url(JSON.stringify(replaced(json, path, next) ?? null)),
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(...places(json).filter((p) => typeof at(json, p) === 'object')),
        fc.string(),
        fc.jsonValue(),
      )
      .map(([path, name, value]) =>
        base64url(JSON.stringify(replaced(json, path, { ...(at(json, path) as object), [name]: value }))),
      ),
    fc.nat(cursor.length - 1).map((n) => cursor.slice(0, n)),
    fc.integer({ min: 2, max: 20 }).map((n) => cursor.repeat(n)),
  );
};

/** Anything a client could send as `cursor` that this route's list `own` did not hand out. */
const crafted = (own: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 600 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.jsonValue().map((value) => base64url(JSON.stringify(value))),
    mutated(own),
  );

// --- The properties ---

const RUNS = 60;

describe.each(Object.keys(PAGED))('%s', (key) => {
  let route: Paged;
  beforeAll(async () => {
    route = await PAGED[key]!(setup);
  }, 60_000);

  it('answers a page or the cursor refusal to any crafted cursor, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .nat(route.lists.length - 1)
          .chain((list) => fc.tuple(fc.constant(list), crafted(route.lists[list]!))),
        async ([list, cursor]) => {
          const answer = await route.page(list, cursor);
          if (answer.status === 200) return;
          expect({ status: answer.status, msg: answer.body.msg }).toEqual({
            status: 400,
            msg: STALE_CURSOR_MSG,
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('continues each list with its own cursor and refuses every other list’s', async () => {
    for (const [list, own] of route.lists.entries()) {
      expect((await route.page(list, own)).status).toBe(200);
      for (const [other, foreign] of route.lists.entries()) {
        if (other === list) continue;
        const answer = await route.page(list, foreign);
        expect({ status: answer.status, msg: answer.body.msg }).toEqual({
          status: 400,
          msg: STALE_CURSOR_MSG,
        });
      }
    }
  });
});

// --- The paged routes are all of them ---

/** A cursor of no list: every route that reads `cursor` through the shared rules refuses it. */
const NO_LIST_CURSOR = base64url(JSON.stringify({ l: 'no-such-list', p: {} }));

it('lists every GET route of the manifest that refuses a cursor it did not hand out', async () => {
  const { admin, course } = setup;
  const value = (name: string) => (name === 'lessonId' ? 'lesson-1' : course._id);
  // Logout ends the session the other calls use, so it goes last.
  const reads = httpRoutes
    .filter((route) => route.method === 'GET')
    .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  const refusing: HttpRouteKey[] = [];
  for (const route of reads) {
    const params = Object.fromEntries(
      [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, value(name!)]),
    );
    const answer = await admin.jar.call(httpHandler(route.key), {
      method: 'GET',
      path: route.path,
      params,
      query: { cursor: NO_LIST_CURSOR },
    });
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 400 && answer.body.msg === STALE_CURSOR_MSG) refusing.push(route.key);
  }
  expect(refusing.sort()).toEqual(Object.keys(PAGED).sort());
}, 60_000);

it('hands DynamoDB a start key only where a list reads to its end or decodes a cursor', () => {
  const root = join(__dirname, '../../functions');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  const startKeys = sources(root)
    .filter((file) => readFileSync(file, 'utf8').includes('ExclusiveStartKey'))
    .map((file) => relative(root, file));
  // table-client.ts follows DynamoDB's own LastEvaluatedKey; index-pages.ts (the questions' and the
  // reviews' lists) rebuilds its key from a cursor checked by lib/cursor.ts. A new list that pages
  // by cursor goes through lib/cursor.ts and into PAGED above. (lib/dynamodb-items.ts only converts
  // the key it is given, as it converts every key.)
  expect(startKeys.sort()).toEqual(['data/index-pages.ts', 'data/table-client.ts', 'lib/dynamodb-items.ts']);
});
