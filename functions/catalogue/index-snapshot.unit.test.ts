/**
 * The catalogue snapshot: an index written and read back answers every call as the index it came
 * from (search with completions and typos, filters, every order, page after page, the counts), and
 * keeps working as an index (a later refresh gives what a fresh build gives). Bytes of another
 * format are refused, so the reader falls back to reading the catalogue.
 */
import { type CatalogueQuery, type CatalogueSort, COURSE_LENGTHS } from '../../shared/catalogue';
import { LANGUAGES } from '../../shared/constants';
import type { CatalogueEntry } from '../data/catalogue';
import { withRatings } from '../data/rating-totals';
import { CatalogueIndex } from './catalogue-index';
import { decodeSnapshot, encodeSnapshot, SnapshotFormatError, snapshotMeta } from './index-snapshot';

const WORDS = [
  'Python',
  'Café',
  'Design',
  'Rust',
  'Node.js',
  'Data',
  'Cooking',
  'Guitar',
  'Économie',
  'Yoga',
];
const CREATORS = ['Zoë Martin', 'Mia Lund', 'Data Academy', 'zoe martin', 'Ravi Kumar'];
const CATEGORIES = ['Programming', 'Music', 'Cooking', 'Design', 'programming'];

/** A course as a read of storage gives it, ratings included: varied enough for every facet and order. */
const entry = (n: number): CatalogueEntry =>
  withRatings(
    {
      _id: `course-${n}`,
      name: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} part ${n}`,
      info: `About ${n}`,
      category: CATEGORIES[n % CATEGORIES.length]!,
      creator: CREATORS[(n * 3) % CREATORS.length]!,
      language: LANGUAGES[n % LANGUAGES.length]!,
      course_pic: `https://i.ytimg.com/vi/v${n}/hqdefault.jpg`,
      love: (n * 13) % 17,
      lessonCount: 1 + ((n * 11) % 40),
      // Some keys end in another id than the course's, which the format keeps as they are.
      sortKey: `2026-01-01T00:${String(n % 60).padStart(2, '0')}:00.${String(n % 1000).padStart(3, '0')}Z#${n % 50 === 0 ? 'moved' : 'course'}-${n}`,
    },
    n % 4 === 0 ? undefined : { ratingSum: (n % 5) + 3 * (n % 3), ratingCount: 1 + (n % 3) },
  );

const catalogue = Array.from({ length: 400 }, (_, n) => entry(n));
const META = { courses: 7, ratings: 3, readAt: 1_700_000_000_000 };

const roundTrip = (index: CatalogueIndex) =>
  CatalogueIndex.restore(decodeSnapshot(encodeSnapshot({ meta: META, state: index.state() })).state);

/** Every page of a call, following its cursors. */
function allPages(index: CatalogueIndex, query: Omit<CatalogueQuery, 'cursor'>) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = index.query({ ...query, cursor });
    pages.push(page);
    cursor = page.next ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

const SORTS: CatalogueSort[] = ['relevance', 'newest', 'popular', 'shortest', 'rating'];
const QUERIES: Array<Omit<CatalogueQuery, 'cursor'>> = [
  { q: '', limit: 24 },
  { q: 'python', limit: 10 },
  { q: 'pyth', limit: 10 },
  { q: 'pyton', limit: 10 },
  { q: 'cafe design', limit: 7 },
  { q: 'zoe', limit: 10 },
  { q: 'économie data', limit: 5 },
  { q: 'nothing-like-it', limit: 5 },
  { q: '', limit: 9, language: LANGUAGES[1] },
  { q: '', limit: 9, category: 'PROGRAMMING' },
  { q: 'rust', limit: 4, length: COURSE_LENGTHS[1] },
  { q: 'data', limit: 6, language: LANGUAGES[0], category: 'music' },
].flatMap((query) => SORTS.map((sort) => ({ ...query, sort })));

describe('an index written to a snapshot and read back', () => {
  const built = new CatalogueIndex(catalogue);
  const restored = roundTrip(built);

  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'answers %s as the index it came from, page after page',
    (_, query) => {
      expect(allPages(restored, query)).toEqual(allPages(built, query));
    },
  );

  it('lists the same courses, with the same fields, the newest first', () => {
    expect(restored.size).toBe(catalogue.length);
    expect(restored.get('course-9')).toEqual(built.get('course-9'));
    expect(restored.get('course-8')).toEqual(built.get('course-8'));
    expect(restored.get('course-50')!.sortKey).toMatch(/#moved-50$/);
    expect(restored.newest(400)).toEqual(built.newest(400));
    expect(restored.newestSortKey()).toBe(built.newestSortKey());
  });

  it('keeps what the snapshot says about its catalogue', () => {
    const bytes = encodeSnapshot({ meta: META, state: built.state() });
    expect(snapshotMeta(bytes)).toEqual(META);
    expect(decodeSnapshot(bytes).meta).toEqual(META);
  });

  it('is refreshed like any index: the result equals a fresh build of the same catalogue', () => {
    const index = roundTrip(new CatalogueIndex(catalogue));
    // Dropped, renamed, liked and added courses.
    const changed = [
      ...catalogue
        .slice(5, 390)
        .map((e, i) => (i % 10 === 0 ? { ...e, name: `Renamed Rust ${i}`, love: 99 } : e)),
      entry(1000),
      entry(1001),
    ];
    index.sync(changed);
    const fresh = new CatalogueIndex(changed);
    for (const query of QUERIES.slice(0, 20)) expect(allPages(index, query)).toEqual(allPages(fresh, query));
  });

  it('writes an index that dropped courses as a fresh build of those it lists', () => {
    const index = new CatalogueIndex(catalogue);
    index.sync(catalogue.slice(100));
    const restoredAfterDrop = roundTrip(index);
    const fresh = new CatalogueIndex(catalogue.slice(100));
    for (const query of QUERIES.slice(0, 20)) {
      expect(allPages(restoredAfterDrop, query)).toEqual(allPages(fresh, query));
    }
  });

  it('round-trips an empty catalogue', () => {
    const empty = roundTrip(new CatalogueIndex([]));
    expect(empty.size).toBe(0);
    expect(empty.query({ q: 'python', limit: 5 }).total).toBe(0);
  });
});

describe('bytes that are no snapshot of this format', () => {
  it.each([
    ['too short to be one', Buffer.from('LFC')],
    ['something else', Buffer.from('{"courses":[]}')],
    [
      'of another format version',
      (() => {
        const header = Buffer.alloc(12);
        header.write('LFCI', 0, 'latin1');
        header.writeUInt32LE(999, 4);
        return header;
      })(),
    ],
  ])('are refused when %s', (_, bytes) => {
    expect(() => decodeSnapshot(bytes)).toThrow(SnapshotFormatError);
    expect(() => snapshotMeta(bytes)).toThrow(SnapshotFormatError);
  });
});
