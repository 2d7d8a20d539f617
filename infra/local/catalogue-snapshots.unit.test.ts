/**
 * The local stand-in for the snapshot's worker: it writes a snapshot at start when the store has
 * none of the current catalogue, and after a change only once the change marker has stayed put for
 * the quiet time, so an import that raises it again and again is written once, at its end.
 */
import { localSnapshotWriter, QUIET_MS } from './catalogue-snapshots';

function setup(inStore?: { courses: number; ratings: number }) {
  const state = { courses: 1, ratings: 0, now: 0, writes: [] as number[] };
  const writer = localSnapshotWriter(
    {
      versions: async () => ({ courses: state.courses, ratings: state.ratings }),
      written: async () => inStore,
      write: async () => {
        state.writes.push(state.courses);
        return { courses: state.courses, ratings: state.ratings };
      },
      now: () => state.now,
      log: { info: () => {}, warn: () => {} },
    },
    // The test polls by hand.
    2 ** 30,
  );
  return { state, writer };
}

it('writes a snapshot at start when the store has none', async () => {
  const { state, writer } = setup();
  await writer.tick();
  expect(state.writes).toEqual([1]);
  await writer.tick();
  expect(state.writes).toEqual([1]);
  await writer.stop();
});

it('writes none at start when the store has one of the current catalogue', async () => {
  const { state, writer } = setup({ courses: 1, ratings: 0 });
  await writer.tick();
  expect(state.writes).toEqual([]);
  await writer.stop();
});

it('writes once after an import, when the marker has stayed put for the quiet time', async () => {
  const { state, writer } = setup({ courses: 1, ratings: 0 });
  await writer.tick();
  // The import raises the marker at every poll.
  for (let step = 0; step < 5; step++) {
    state.courses += 1;
    state.now += 2_000;
    await writer.tick();
  }
  expect(state.writes).toEqual([]);
  state.now += QUIET_MS - 1;
  await writer.tick();
  expect(state.writes).toEqual([]);
  state.now += 1;
  await writer.tick();
  expect(state.writes).toEqual([6]);
  state.now += QUIET_MS;
  await writer.tick();
  expect(state.writes).toEqual([6]);
  await writer.stop();
});
