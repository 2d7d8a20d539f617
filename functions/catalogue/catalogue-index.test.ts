/**
 * The in-memory catalogue between two reads of storage: what paging does when the catalogue changes
 * under it, and how a refresh applies. (The calls themselves are tested against DynamoDB Local in
 * catalogue.test.ts.)
 */
import type { CatalogueEntry } from '../data/catalogue';
import { CatalogueIndex } from './catalogue-index';

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
