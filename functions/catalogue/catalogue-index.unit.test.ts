/**
 * The in-memory catalogue: pages, orders and counts against a plain recount of a few hundred
 * courses, what paging does when the catalogue changes under it, and how a refresh applies. (The
 * calls themselves are tested against DynamoDB Local in catalogue.test.ts.)
 */
import { type CatalogueQuery, type CatalogueSort, COURSE_LENGTHS, lengthOf } from '../../shared/catalogue';
import { LANGUAGES } from '../../shared/constants';
import type { CatalogueEntry } from '../data/catalogue';
import { CatalogueIndex } from './catalogue-index';
import { compareKeys } from './cursor';

const entry = (n: number, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  _id: `course-${n}`,
  name: `Course ${n}`,
  info: '',
  category: n % 2 ? 'Odd' : 'Even',
  creator: 'Someone',
  language: 'english',
  course_pic: '',
  love: n % 3,
  lessonCount: 1 + (n % 7),
  sortKey: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z#course-${n}`,
  ...extra,
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => entry(from + i));
const page = (index: CatalogueIndex, sort: 'newest' | 'popular' | 'shortest', cursor?: string) =>
  index.query({ q: '', sort, limit: 5, cursor });

describe('paging while the catalogue changes', () => {
  it.each(['newest', 'popular', 'shortest'] as const)(
    '%s: courses added between two pages neither repeat nor push a course out',
    (sort) => {
      const index = new CatalogueIndex(range(0, 20));
      const first = page(index, sort);
      // New courses land everywhere in the order: newest, most liked, shortest, and in between.
      index.sync([...range(0, 20), ...range(20, 30), entry(30, { love: 99, lessonCount: 1 })]);
      const seen = first.items.map((c) => c._id);
      for (let next = first.next; next; ) {
        const more = page(index, sort, next);
        seen.push(...more.items.map((c) => c._id));
        next = more.next;
      }
      const original = range(0, 20).map((c) => c._id);
      const listedOriginals = seen.filter((id) => original.includes(id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(listedOriginals)).toEqual(new Set(original));
    },
  );
});

describe("the whole catalogue's size", () => {
  it('counts every course and each creator once, whatever the query, and follows a refresh', () => {
    const creators = [
      'Stanford Online',
      'stanford online',
      'Gate Smashers',
      'Gaté Smashers',
      'freeCodeCamp.org',
    ];
    const index = new CatalogueIndex(range(0, 10).map((c, i) => ({ ...c, creator: creators[i % 5]! })));
    // Case and accents aside, three creators; a search or a filter does not change the figures.
    expect(index.query({ q: '', limit: 5 }).catalogue).toEqual({ courses: 10, creators: 3 });
    expect(index.query({ q: 'course 3', language: 'hindi', limit: 5 }).catalogue).toEqual({
      courses: 10,
      creators: 3,
    });
    index.sync(range(0, 4).map((c, i) => ({ ...c, creator: creators[i % 2]! })));
    expect(index.query({ q: '', limit: 5 }).catalogue).toEqual({ courses: 4, creators: 1 });
  });
});

describe('applying a fresh read', () => {
  it('updates like counts in the popular order, drops courses that are gone and indexes renamed ones', () => {
    const index = new CatalogueIndex(range(0, 5));
    index.sync([
      ...range(0, 3),
      entry(3, { love: 50 }),
      entry(4, { name: 'Renamed Zebra', creator: 'Someone' }),
    ]);
    expect(page(index, 'popular').items[0]?._id).toBe('course-3');
    expect(index.query({ q: 'zebra', limit: 5 }).items.map((c) => c._id)).toEqual(['course-4']);
    expect(index.query({ q: 'course 4', limit: 5 }).total).toBe(0);
    index.sync(range(0, 4));
    expect(index.size).toBe(4);
    expect(index.get('course-4')).toBeUndefined();
    expect(index.query({ q: 'zebra', limit: 5 }).total).toBe(0);
  });
});

describe('a search with a typo', () => {
  it('finds the courses one typo away after those that match as typed, paging through both once', () => {
    const index = new CatalogueIndex([
      ...range(0, 4).map((c, n) => ({ ...c, name: `Python Basics ${n}` })),
      entry(4, { name: 'Pyton Tricks' }),
      entry(5, { name: 'Cooking' }),
    ]);
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const found = index.query({ q: 'pyton', limit: 2, cursor });
      expect(found.total).toBe(5);
      listed.push(...found.items.map((c) => c._id));
      cursor = found.next ?? undefined;
    } while (cursor);
    expect(listed[0]).toBe('course-4');
    expect(listed.slice(1).sort()).toEqual(['course-0', 'course-1', 'course-2', 'course-3']);
  });
});

describe('answers as a plain recount of the catalogue would', () => {
  const TOPICS = ['Python', 'Java', 'JavaScript', 'Rust', 'Guitar', 'Design'];
  const CREATORS = ['Ana Python', 'Chen Wang', 'Omar Design'];
  const CATEGORIES = ['Programming', 'Music', 'Design', 'Data Science', 'data science'];
  const catalogue = Array.from({ length: 300 }, (_, n) =>
    entry(n, {
      name: `${TOPICS[n % 6]} ${['Basics', 'Projects', 'Deep Dive'][(n % 7) % 3]} ${n}`,
      creator: CREATORS[(n % 5) % 3]!,
      category: CATEGORIES[(n % 11) % 5]!,
      language: n % 3 ? 'english' : 'hindi',
      love: (n * 7) % 5,
      lessonCount: 1 + ((n * 13) % 20),
      sortKey: `2026-01-01T00:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z#course-${n}`,
    }),
  );
  const index = new CatalogueIndex(catalogue);

  const words = (text: string) => text.toLowerCase().split(' ');
  /** The field a course matches a one-word search in, as typed (the word may be begun): 0, 1, 2 or none. */
  const tierOf = (course: CatalogueEntry, q: string) =>
    [course.name, course.creator, course.category].findIndex((field) =>
      words(field).some((word) => word.startsWith(q)),
    );
  type Filters = Pick<CatalogueQuery, 'language' | 'category' | 'length'>;
  const accepts = (course: CatalogueEntry, filters: Filters, skip?: keyof Filters) =>
    (skip === 'language' || !filters.language || course.language === filters.language) &&
    (skip === 'category' ||
      !filters.category ||
      course.category.toLowerCase() === filters.category.toLowerCase()) &&
    (skip === 'length' || !filters.length || lengthOf(course.lessonCount) === filters.length);
  const counted = (courses: CatalogueEntry[], facetOf: (course: CatalogueEntry) => string) => {
    const counts: Record<string, number> = {};
    for (const course of courses) counts[facetOf(course)] = (counts[facetOf(course)] ?? 0) + 1;
    return counts;
  };
  const spellingOf = (category: string) =>
    catalogue.find((c) => c.category.toLowerCase() === category.toLowerCase())?.category ?? category;
  const zeros = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, 0]));

  function allPages(query: Omit<CatalogueQuery, 'limit' | 'cursor'>) {
    const pages = [index.query({ ...query, limit: 7 })];
    for (let next = pages[0]!.next; next; next = pages.at(-1)!.next) {
      pages.push(index.query({ ...query, limit: 7, cursor: next }));
    }
    return pages;
  }

  const SEARCHES = ['', 'python', 'java', 'ja', 'design', 'science'];
  const FILTERS: Filters[] = [
    {},
    { language: 'hindi' },
    { category: 'DATA SCIENCE' },
    { length: 'long', language: 'english' },
    { category: 'Music', length: 'short' },
  ];
  const SORTS: CatalogueSort[] = ['relevance', 'newest', 'popular', 'shortest'];
  const cases = SEARCHES.flatMap((q) =>
    FILTERS.flatMap((filters) => SORTS.map((sort) => [q, sort, filters] as const)),
  ).filter(([q, sort]) => q || sort !== 'relevance');

  it.each(cases)('q=%j sort=%s %j: every match once, in order, with its counts', (q, sort, filters) => {
    const matches = catalogue.filter((course) => !q || tierOf(course, q) >= 0);
    const expected = matches.filter((course) => accepts(course, filters));
    const pages = allPages({ q, sort, ...filters });
    const listed = pages.flatMap((page) =>
      page.items.map((item) => catalogue.find((c) => c._id === item._id)!),
    );

    expect(listed.map((c) => c._id).sort()).toEqual(expected.map((c) => c._id).sort());
    expect(new Set(listed).size).toBe(listed.length);
    if (sort === 'relevance') {
      // Name matches, then creator, then category.
      const tiers = listed.map((course) => tierOf(course, q));
      expect(tiers).toEqual([...tiers].sort());
    } else {
      const keyOf = (course: CatalogueEntry) => ({
        values: sort === 'popular' ? [-course.love] : sort === 'shortest' ? [course.lessonCount] : [],
        sortKey: course.sortKey,
      });
      expect(listed).toEqual([...expected].sort((a, b) => compareKeys(keyOf(a), keyOf(b))));
    }
    for (const page of pages) {
      expect(page.total).toBe(expected.length);
      expect(page.facets.language).toEqual({
        ...zeros(LANGUAGES),
        ...counted(
          matches.filter((c) => accepts(c, filters, 'language')),
          (c) => c.language,
        ),
      });
      expect(page.facets.length).toEqual({
        ...zeros(COURSE_LENGTHS),
        ...counted(
          matches.filter((c) => accepts(c, filters, 'length')),
          (c) => lengthOf(c.lessonCount),
        ),
      });
      // Spellings of one category count together, under the first one listed; a chosen category
      // is shown even when nothing matches it.
      const categories = counted(
        matches.filter((c) => accepts(c, filters, 'category')),
        (c) => spellingOf(c.category),
      );
      if (filters.category) categories[spellingOf(filters.category)] ??= 0;
      expect(page.facets.category).toEqual(categories);
    }
  });
});
