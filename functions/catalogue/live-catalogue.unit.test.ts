/**
 * When the container's catalogue reads storage. The source here is an in-memory catalogue with a
 * clock under the test's control, because the subject is the schedule (how often, and what a
 * failed read leaves behind), and what a container that starts from a snapshot still reads; reading
 * DynamoDB itself is covered in catalogue.test.ts and catalogue-snapshot.test.ts.
 */
import type { CatalogueEntry } from '../data/catalogue';
import { type CatalogueSource, CHECK_EVERY_MS, LiveCatalogue, RELOAD_EVERY_MS } from './live-catalogue';
import type { SnapshotStore } from './snapshot-store';
import { writeCatalogueSnapshot } from './snapshot-writer';

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

describe('a new container with a snapshot', () => {
  /** A catalogue in memory with a snapshot store beside it, counting what the container reads. */
  function withSnapshot() {
    const state = {
      courses: 1,
      ratings: 0,
      entries: [entry(1), entry(2)],
      entryReads: 0,
      afterReads: [] as string[],
      ratingReads: 0,
      now: 100_000,
    };
    const source: CatalogueSource = {
      version: async () => state.courses,
      versions: async () => ({ courses: state.courses, ratings: state.ratings }),
      entries: async () => {
        state.entryReads++;
        return state.entries;
      },
      entriesAfter: async (sortKey) => {
        state.afterReads.push(sortKey);
        return state.entries.filter((e) => e.sortKey > sortKey);
      },
      ratings: async () => {
        state.ratingReads++;
        return new Map([['c1', { ratingSum: 5, ratingCount: 1 }]]);
      },
    };
    let stored: Uint8Array | undefined;
    const store: SnapshotStore = {
      get: async () => stored,
      put: async (bytes) => {
        stored = bytes;
      },
    };
    const writeSnapshot = async () => {
      await writeCatalogueSnapshot(
        store,
        { versions: source.versions!, entries: source.entries },
        () => state.now,
      );
      state.entryReads = 0;
    };
    const container = () =>
      new LiveCatalogue(
        source,
        () => state.now,
        () => store,
      );
    const setStored = (bytes: Uint8Array) => {
      stored = bytes;
    };
    return { state, writeSnapshot, container, setStored };
  }

  it('answers from the snapshot: no read of the catalogue when nothing changed since', async () => {
    const { state, writeSnapshot, container } = withSnapshot();
    await writeSnapshot();
    const live = container();
    const index = await live.current();
    expect(index.newest(10).map((c) => c._id)).toEqual(['c2', 'c1']);
    await live.settled();
    expect(state).toMatchObject({ entryReads: 0, afterReads: [], ratingReads: 0 });
  });

  it('shows a course added after the snapshot in its first answer, then reads the catalogue behind it', async () => {
    const { state, writeSnapshot, container } = withSnapshot();
    await writeSnapshot();
    state.entries = [entry(1), entry(2), entry(3)];
    state.courses = 2;
    const live = container();
    expect((await live.current()).newest(10).map((c) => c._id)).toEqual(['c3', 'c2', 'c1']);
    expect(state.afterReads).toEqual([entry(2).sortKey]);
    expect(state.entryReads).toBe(0);
    // The first request starts the full read that brings any other change (a rename, a removal).
    state.entries = [entry(2), entry(3)];
    await live.current();
    await live.settled();
    expect(state.entryReads).toBe(1);
    expect((await live.current()).get('c1')).toBeUndefined();
  });

  it('reads only the rating totals when only ratings moved since the snapshot', async () => {
    const { state, writeSnapshot, container } = withSnapshot();
    await writeSnapshot();
    state.ratings = 1;
    const index = await container().current();
    expect(index.get('c1')?.rating).toEqual({ average: 5, count: 1 });
    expect(state).toMatchObject({ entryReads: 0, afterReads: [], ratingReads: 1 });
  });

  it('reloads the catalogue 10 minutes after the snapshot was read, for like counts', async () => {
    const { state, writeSnapshot, container } = withSnapshot();
    await writeSnapshot();
    state.now += RELOAD_EVERY_MS - CHECK_EVERY_MS;
    const live = container();
    await live.current();
    state.now += CHECK_EVERY_MS - 1;
    await live.current();
    await live.settled();
    expect(state.entryReads).toBe(0);
    state.now += 1;
    await live.current();
    await live.settled();
    expect(state.entryReads).toBe(1);
  });

  it.each([
    ['there is none yet', undefined],
    ['it is of another format', Buffer.from('an older snapshot')],
  ])('reads the catalogue as before when %s', async (_, bytes) => {
    const { state, container, setStored } = withSnapshot();
    if (bytes) setStored(bytes);
    const index = await container().current();
    expect(index.size).toBe(2);
    expect(state.entryReads).toBe(1);
  });

  it('reads the catalogue as before when the store cannot be reached', async () => {
    const { state } = withSnapshot();
    const unreachable: SnapshotStore = {
      get: async () => {
        throw new Error('connect timeout');
      },
      put: async () => {},
    };
    const live = new LiveCatalogue(
      { version: async () => state.courses, entries: async () => state.entries },
      () => state.now,
      () => unreachable,
    );
    expect((await live.current()).size).toBe(2);
  });
});
