/**
 * GET /api/catalogue and the bounded list calls, through the real handlers against DynamoDB Local.
 * Other suites add courses to the same table meanwhile, so every check here is scoped to courses
 * this file imports: their names, creators and categories carry words no other course has.
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import type { CatalogueItem, CataloguePage } from '../../shared/catalogue';
import { lengthOf } from '../../shared/catalogue';
import { call } from '../../test/support/events';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner } from '../../test/support/users';
import { readCatalogueEntries, readCatalogueVersion } from '../data/catalogue';
import { keys } from '../data/keys';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { STALE_CURSOR_MSG } from '../lib/cursor';
import { UpdateCommand } from '../lib/dynamodb';
import { importCatalogue } from './import';
import { CHECK_EVERY_MS, LiveCatalogue, liveCatalogue } from './live-catalogue';
import { type SeedCourse, slugify } from './seed-format';

/** A word no other course contains: letters only, so the search reads it as one word. */
const word = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const RANK = word('rk');
const FACET = word('fc');
const PAGE = word('pg');
const REC = word('rc');

const lessons = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    lesson: i + 1,
    lessonName: `Part ${i + 1}`,
    link: 'dQw4w9WgXcQ',
  }));
const course = (name: string, extra: Partial<SeedCourse> = {}): SeedCourse => ({
  name,
  creator: 'Test Creator',
  category: 'Testing',
  language: 'english',
  info: 'What it covers.',
  description: 'A course made for a test.',
  lessons: lessons(3),
  ...extra,
});

// Ranking: the name match is the oldest and the least liked, and still comes first.
const byName = course(`${RANK} Café Basics`, { creator: 'Zoë Martin', category: 'Cooking' });
const byCategory = course('Pottery at Home', { creator: 'Mia Lund', category: RANK });
const byCreator = course('Learn Rust', { creator: `${RANK} Academy`, category: 'Programming' });

const FACETED: Array<[language: string, category: string, lessonCount: number]> = [
  ['english', 'Design', 3],
  ['english', 'Design', 8],
  ['english', 'Music', 14],
  ['english', 'Music', 2],
  ['english', 'Design', 5],
  ['hindi', 'Design', 6],
  ['hindi', 'Music', 20],
  ['hindi', 'Music', 1],
];
const PAGED = 30;
const pagingCategory = `Paging ${PAGE}`;

const idOf = (seed: SeedCourse) => slugify(seed.name);
const setLove = (courseId: string, love: number) =>
  db.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.course(courseId),
      UpdateExpression: 'SET love = :love',
      ExpressionAttributeValues: { ':love': love },
    }),
  );

const listCatalogue = httpHandler('GET /api/catalogue');
const listCourses = httpHandler('GET /api/course');
const recommended = httpHandler('GET /api/recommended/course');
const enroll = httpHandler('POST /api/enroll');

const catalogue = (query: Record<string, string>) =>
  call<CataloguePage & { msg?: string }>(listCatalogue, { path: '/api/catalogue', query });

const pageOk = async (query: Record<string, string>): Promise<CataloguePage> => {
  const answer = await catalogue(query);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Every page of a query, following `next` to the end. */
async function allPages(query: Record<string, string>): Promise<CataloguePage[]> {
  const pages = [await pageOk(query)];
  for (let next = pages[0]!.next; next; next = pages.at(-1)!.next) {
    pages.push(await pageOk({ ...query, cursor: next }));
    if (pages.length > 50) throw new Error('paging does not end');
  }
  return pages;
}

const ids = (items: CatalogueItem[]) => items.map((item) => item._id);
const pagingSeeds = Array.from({ length: PAGED }, (_, i) =>
  course(`${PAGE} Topic ${String(i).padStart(2, '0')}`, {
    category: pagingCategory,
    lessons: lessons(1 + ((i * 7) % 16)),
  }),
);

beforeAll(async () => {
  // The handlers build their index at the first call, so everything is stored before any call.
  const result = await importCatalogue({
    courses: [
      byName,
      byCategory,
      byCreator,
      ...FACETED.map(([language, category, count], i) =>
        course(`${FACET} Course ${i}`, { language, category, lessons: lessons(count) }),
      ),
      ...pagingSeeds,
      ...[0, 1, 2].map((i) => course(`Recommended ${REC} ${i}`, { category: `Category ${REC}` })),
    ],
  });
  expect(result.added).toBe(3 + FACETED.length + PAGED + 3);
  await setLove(idOf(byCreator), 50);
  await setLove(idOf(byCategory), 20);
  // Like counts for the popular order, with ties so the newest-first tie break shows.
  await Promise.all(pagingSeeds.map((seed, i) => setLove(idOf(seed), (i * 5) % 4)));
}, 120_000);

describe('GET /api/catalogue: search', () => {
  it('ranks a name match first, then a creator match, then a category match, whatever the likes', async () => {
    const page = await pageOk({ q: RANK });
    expect(ids(page.items)).toEqual([idOf(byName), idOf(byCreator), idOf(byCategory)]);
    expect(page.total).toBe(3);
  });

  it('ignores case and accents, in the text and in the query', async () => {
    for (const q of [`CAFE ${RANK}`, `${RANK.toUpperCase()} café`, `zoe ${RANK}`, `ZOË ${RANK}`]) {
      expect(ids((await pageOk({ q })).items)).toEqual([idOf(byName)]);
    }
  });

  it('completes the last word as it is typed, and needs every word to match', async () => {
    expect(ids((await pageOk({ q: RANK.slice(0, -3) })).items)).toEqual(
      expect.arrayContaining([idOf(byName), idOf(byCreator), idOf(byCategory)]),
    );
    expect((await pageOk({ q: `${RANK} pottery` })).items.map((c) => c.name)).toEqual(['Pottery at Home']);
    expect(await pageOk({ q: `${RANK} nosuchwordanywhere` })).toMatchObject({
      items: [],
      total: 0,
      next: null,
    });
  });

  it('sorts the matches another way when asked', async () => {
    const newest = await pageOk({ q: RANK, sort: 'newest' });
    expect(ids(newest.items)).toEqual([idOf(byCreator), idOf(byCategory), idOf(byName)]);
    const popular = await pageOk({ q: RANK, sort: 'popular' });
    expect(ids(popular.items)).toEqual([idOf(byCreator), idOf(byCategory), idOf(byName)]);
  });

  it('lists courses as cards show them: no lessons, no description', async () => {
    const [item] = (await pageOk({ q: `${RANK} cafe` })).items;
    expect(item).toEqual({
      _id: idOf(byName),
      name: byName.name,
      info: byName.info,
      category: 'Cooking',
      creator: 'Zoë Martin',
      language: 'english',
      course_pic: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      love: 0,
      lessonCount: 3,
      rating: { average: null, count: 0 },
    });
  });
});

describe('GET /api/catalogue: filters and facets', () => {
  /** How many of the faceted courses `filters` match, and the count of each filter's values. */
  const counts = async (filters: Record<string, string>) => {
    const { total, facets } = await pageOk({ q: FACET, ...filters });
    return { total, ...facets };
  };

  it('counts every value of every filter among the matches', async () => {
    expect(await counts({})).toEqual({
      total: 8,
      language: { english: 5, hindi: 3 },
      category: { Design: 4, Music: 4 },
      length: { short: 4, medium: 2, long: 2 },
    });
  });

  it("counts each filter's values under the other filters, so another choice shows its count", async () => {
    expect(await counts({ language: 'hindi' })).toEqual({
      total: 3,
      language: { english: 5, hindi: 3 },
      category: { Design: 1, Music: 2 },
      length: { short: 1, medium: 1, long: 1 },
    });
    expect(await counts({ language: 'english', category: 'music' })).toEqual({
      total: 2,
      language: { english: 2, hindi: 2 },
      category: { Design: 3, Music: 2 },
      length: { short: 1, medium: 0, long: 1 },
    });
  });

  it('lists only the courses in the chosen language', async () => {
    const hindi = await pageOk({ q: FACET, language: 'hindi' });
    expect(hindi.items.map((c) => c.language)).toEqual(['hindi', 'hindi', 'hindi']);
  });

  it('filters by length in lessons', async () => {
    const short = await pageOk({ q: FACET, length: 'short' });
    expect(short.total).toBe(4);
    expect(short.items.every((c) => lengthOf(c.lessonCount) === 'short' && c.lessonCount <= 5)).toBe(true);
    const long = await pageOk({ q: FACET, length: 'long', sort: 'shortest' });
    expect(long.items.map((c) => c.lessonCount)).toEqual([14, 20]);
  });

  it('keeps a chosen category in its facet even when nothing matches it', async () => {
    const page = await pageOk({ q: FACET, category: 'Nothing Here' });
    expect(page).toMatchObject({ items: [], total: 0, next: null });
    expect(page.facets.category).toMatchObject({ Design: 4, Music: 4, 'nothing here': 0 });
  });
});

describe('GET /api/catalogue: paging', () => {
  const orders: Array<[string, Record<string, string>, (a: CatalogueItem, b: CatalogueItem) => boolean]> = [
    ['newest', { category: pagingCategory, sort: 'newest' }, (a, b) => a.name > b.name],
    ['popular', { category: pagingCategory, sort: 'popular' }, (a, b) => a.love >= b.love],
    ['shortest', { category: pagingCategory, sort: 'shortest' }, (a, b) => a.lessonCount <= b.lessonCount],
    ['relevance', { q: PAGE }, () => true],
  ];

  it.each(orders)(
    'pages through %s order: every course once, in order, none skipped',
    async (_, query, inOrder) => {
      const pages = await allPages({ ...query, limit: '7' });
      expect(pages.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 2]);
      expect(pages.every((p) => p.total === PAGED)).toBe(true);
      const listed = pages.flatMap((p) => p.items);
      expect(new Set(ids(listed)).size).toBe(PAGED);
      expect(new Set(ids(listed))).toEqual(new Set(pagingSeeds.map(idOf)));
      for (let i = 1; i < listed.length; i++) expect(inOrder(listed[i - 1]!, listed[i]!)).toBe(true);
    },
  );

  it('breaks ties newest first, so equal like counts still page in a fixed order', async () => {
    const listed = (await allPages({ category: pagingCategory, sort: 'popular', limit: '5' })).flatMap(
      (p) => p.items,
    );
    for (let i = 1; i < listed.length; i++) {
      const [a, b] = [listed[i - 1]!, listed[i]!];
      if (a.love === b.love) expect(a.name > b.name).toBe(true);
    }
  });

  it('answers 24 courses by default and at most 48', async () => {
    expect((await pageOk({})).items).toHaveLength(24);
    expect((await pageOk({ limit: '48' })).items).toHaveLength(48);
  });
});

describe('GET /api/catalogue: bad parameters', () => {
  const otherSortCursor = async () => (await pageOk({ category: pagingCategory, limit: '2' })).next!;
  it.each([
    ['limit 0', { limit: '0' }, /limit/],
    ['limit 49', { limit: '49' }, /limit/],
    ['limit not a number', { limit: '10x' }, /limit/],
    ['an unknown sort', { sort: 'cheapest' }, /sort/],
    ['an unknown language', { language: 'french' }, /language/],
    ['an unknown length', { length: 'epic' }, /length/],
    ['a query of 101 characters', { q: 'a'.repeat(101) }, /q must/],
    ['a category of 65 characters', { category: 'c'.repeat(65) }, /category/],
    ['a cursor with foreign characters', { cursor: 'abc$%' }, STALE_CURSOR_MSG],
    [
      'a cursor that is not ours',
      { cursor: Buffer.from('{"s":"newest"}').toString('base64url') },
      STALE_CURSOR_MSG,
    ],
    ['a cursor of nonsense', { cursor: 'bm9uc2Vuc2U' }, STALE_CURSOR_MSG],
    ['a cursor of 513 characters', { cursor: 'a'.repeat(513) }, STALE_CURSOR_MSG],
  ])('answers 400 to %s', async (_, query, message) => {
    const answer = await catalogue(query);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(message);
  });

  it('answers 400 to a cursor made for another order', async () => {
    const answer = await catalogue({
      category: pagingCategory,
      sort: 'popular',
      cursor: await otherSortCursor(),
    });
    expect(answer).toMatchObject({ status: 400, body: { msg: STALE_CURSOR_MSG } });
  });

  it('ignores parameters it does not know', async () => {
    expect((await catalogue({ q: RANK, utm_source: 'mail' })).body.total).toBe(3);
  });

  it('answers from memory once loaded: no storage round trip', async () => {
    await pageOk({ q: FACET });
    const { result, commands } = await countRoundTrips(() => catalogue({ q: PAGE, sort: 'shortest' }));
    expect(result.status).toBe(200);
    expect(commands).toEqual([]);
  });
});

describe('the calls that used to return the whole catalogue', () => {
  it('GET /api/course answers the 60 newest courses, without lessons', async () => {
    // A check for changes starts at most every 30 s; wait for one that may run, so the calls below
    // are answered from the same catalogue.
    await liveCatalogue.current();
    await liveCatalogue.settled();
    const answer = await call<Array<CatalogueItem & { lessons?: unknown }>>(listCourses, {
      path: '/api/course',
    });
    expect(answer.status).toBe(200);
    // This file alone stored more than 60 courses besides the seed's 22.
    expect(answer.body).toHaveLength(60);
    const first = await pageOk({ sort: 'newest', limit: '48' });
    const second = await pageOk({ sort: 'newest', limit: '12', cursor: first.next! });
    expect(ids(answer.body)).toEqual([...ids(first.items), ...ids(second.items)]);
    expect(answer.body.every((c) => c.lessons === undefined)).toBe(true);
  });

  it('GET /api/recommended/course answers at most 12, not enrolled, same category first', async () => {
    const { jar } = await loggedInLearner();
    const [chosen, ...sameCategory] = [0, 1, 2].map((i) => slugify(`Recommended ${REC} ${i}`));
    expect((await jar.call(enroll, { path: '/api/enroll', body: { courseId: chosen } })).status).toBe(200);
    const answer = await jar.call<CatalogueItem[]>(recommended, { path: '/api/recommended/course' });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(12);
    expect(ids(answer.body)).not.toContain(chosen);
    expect(ids(answer.body).slice(0, 2).sort()).toEqual([...sameCategory].sort());
  }, 30_000);
});

describe('keeping the index current', () => {
  it('shows a course added after the index was built within one check (30 s), without making requests wait', async () => {
    let now = 1_000_000;
    const live = new LiveCatalogue(
      { version: readCatalogueVersion, entries: readCatalogueEntries },
      () => now,
    );
    const index = await live.current();
    const added = course(`Added Later ${word('ad')}`);
    await importCatalogue({ courses: [added] });

    now += CHECK_EVERY_MS - 1;
    expect((await live.current()).get(idOf(added))).toBeUndefined();

    now += 1;
    // This call is answered at once from the index as it was; the check runs behind it.
    expect((await live.current()).get(idOf(added))).toBeUndefined();
    await live.settled();
    expect(index.get(idOf(added))).toMatchObject({ name: added.name, sortKey: expect.any(String) });
  });
});
