/**
 * When the container's catalogue reads storage. The source here is an in-memory catalogue with a
 * clock under the test's control, because the subject is the schedule (how often, and what a
 * failed read leaves behind); reading DynamoDB itself is covered in catalogue.test.ts.
 */
import type { CatalogueEntry } from '../data/catalogue';
import { CHECK_EVERY_MS, LiveCatalogue, RELOAD_EVERY_MS } from './live-catalogue';

const entry = (n: number): CatalogueEntry => ({
  _id: `c${n}`,
  name: `Course ${n}`,
  info: '',
  category: 'Testing',
  creator: 'Someone',
  language: 'english',
  course_pic: '',
  love: 0,
  lessonCount: 3,
  sortKey: `2026-01-01T00:00:0${n}.000Z#c${n}`,
});

function setup() {
  const state = { version: 1, entries: [entry(1)], versionReads: 0, entryReads: 0, failing: false, now: 0 };
  const live = new LiveCatalogue(
    {
      version: async () => {
        state.versionReads++;
        if (state.failing) throw new Error('storage unreachable');
        return state.version;
      },
      entries: async () => {
        state.entryReads++;
        return state.entries;
      },
    },
    () => state.now,
  );
  /** A request at `now`, and whatever check it started. */
  const request = async () => {
    const index = await live.current();
    await live.settled();
    return index;
  };
  return { state, live, request };
}

it('checks the version at most every 30 s and reads the catalogue only when it moved', async () => {
  const { state, request } = setup();
  await request();
  expect(state).toMatchObject({ versionReads: 1, entryReads: 1 });
  state.now = CHECK_EVERY_MS - 1;
  await request();
  expect(state).toMatchObject({ versionReads: 1, entryReads: 1 });
  // The read right after building is repeated once (a course may not have reached GSI3 yet)...
  state.now = CHECK_EVERY_MS;
  await request();
  expect(state).toMatchObject({ versionReads: 2, entryReads: 2 });
  // ...and then an unchanged version costs one small read.
  state.now = 2 * CHECK_EVERY_MS;
  await request();
  expect(state).toMatchObject({ versionReads: 3, entryReads: 2 });

  state.version = 2;
  state.entries = [entry(1), entry(2)];
  state.now = 3 * CHECK_EVERY_MS;
  expect((await request()).get('c2')).toBeDefined();
  expect(state.entryReads).toBe(3);
});

it('reads the catalogue every 10 minutes even without a version change, for like counts', async () => {
  const { state, request } = setup();
  await request();
  state.now = CHECK_EVERY_MS;
  await request(); // the repeated first read
  const reads = state.entryReads;
  state.now = RELOAD_EVERY_MS - 1;
  await request();
  expect(state.entryReads).toBe(reads);
  state.now = CHECK_EVERY_MS + RELOAD_EVERY_MS;
  await request();
  expect(state.entryReads).toBe(reads + 1);
});

it('keeps answering from the index it has while storage fails, and catches up afterwards', async () => {
  const { state, request } = setup();
  await request();
  state.failing = true;
  state.version = 2;
  state.entries = [entry(1), entry(2)];
  state.now = CHECK_EVERY_MS;
  const during = await request();
  expect(during.size).toBe(1);
  state.failing = false;
  state.now = 2 * CHECK_EVERY_MS;
  expect((await request()).size).toBe(2);
});

it('fails the first request when the catalogue cannot be built, and builds it on the next', async () => {
  const { state, live } = setup();
  state.failing = true;
  await expect(live.current()).rejects.toThrow('storage unreachable');
  state.failing = false;
  expect((await live.current()).size).toBe(1);
});

it('follows a change of ratings alone by reading only the rating totals, and re-ranks `rating`', async () => {
  const state = { courses: 1, ratings: 0, entryReads: 0, ratingReads: 0, now: 0 };
  const totals = new Map<string, { ratingSum: number; ratingCount: number }>();
  const live = new LiveCatalogue(
    {
      version: async () => state.courses,
      versions: async () => ({ courses: state.courses, ratings: state.ratings }),
      entries: async () => {
        state.entryReads++;
        return [entry(1), entry(2)];
      },
      ratings: async () => {
        state.ratingReads++;
        return totals;
      },
    },
    () => state.now,
  );
  const request = async () => {
    const index = await live.current();
    await live.settled();
    return index;
  };
  const byRating = async () =>
    (await request())
      .query({ q: '', sort: 'rating', limit: 10 })
      .items.map((c) => [c._id, c.rating?.count ?? 0]);
  await request();
  state.now = CHECK_EVERY_MS;
  await request(); // the repeated first read
  expect(state).toMatchObject({ entryReads: 2, ratingReads: 0 });
  // The newer course first while neither is rated.
  expect(await byRating()).toEqual([
    ['c2', 0],
    ['c1', 0],
  ]);

  totals.set('c1', { ratingSum: 9, ratingCount: 2 });
  state.ratings = 1;
  state.now = 2 * CHECK_EVERY_MS;
  await request();
  expect(state).toMatchObject({ entryReads: 2, ratingReads: 1 });
  expect(await byRating()).toEqual([
    ['c1', 2],
    ['c2', 0],
  ]);
  expect((await request()).get('c1')?.rating).toEqual({ average: 4.5, count: 2 });
});
