import { randomBytes } from 'node:crypto';
import { CONNECTION_SHARDS, connectionShard, workerRanges } from './shards';

/** API Gateway style connection ids. */
const connectionIds = (count: number) =>
  Array.from({ length: count }, () => randomBytes(11).toString('base64'));

describe('shard assignment', () => {
  it('puts a connection in one shard for its whole life', () => {
    for (const id of connectionIds(50)) {
      const shard = connectionShard(id);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(CONNECTION_SHARDS);
      expect(connectionShard(id)).toBe(shard);
    }
  });

  it('spreads connections evenly, so no worker gets a share far above the rest', () => {
    const counts = new Array<number>(CONNECTION_SHARDS).fill(0);
    for (const id of connectionIds(CONNECTION_SHARDS * 200)) counts[connectionShard(id)]!++;
    expect(Math.min(...counts)).toBeGreaterThan(200 * 0.7);
    expect(Math.max(...counts)).toBeLessThan(200 * 1.3);
  });
});

describe('which workers a message needs', () => {
  const even = (total: number) =>
    Array.from(
      { length: CONNECTION_SHARDS },
      (_, shard) => Math.floor(total / CONNECTION_SHARDS) + (shard < total % CONNECTION_SHARDS ? 1 : 0),
    );
  const sizes = (counts: number[], perWorker?: number) =>
    workerRanges(counts, perWorker).map(({ from, to }) =>
      counts.slice(from, to + 1).reduce((a, b) => a + b, 0),
    );

  it('sends one worker to a room of 200, four to 1,000 and forty to 10,000, each about 250', () => {
    expect(sizes(even(200))).toEqual([200]);
    expect(sizes(even(1_000))).toHaveLength(4);
    expect(sizes(even(10_000))).toHaveLength(40);
    for (const total of [200, 1_000, 10_000]) {
      // A shard is never split: a run passes 250 by at most one shard's count.
      expect(Math.max(...sizes(even(total)))).toBeLessThanOrEqual(250 + Math.ceil(total / CONNECTION_SHARDS));
      expect(sizes(even(total)).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('covers every shard that has a connection exactly once, and invokes nobody for an empty room', () => {
    const counts = new Array<number>(CONNECTION_SHARDS).fill(0);
    expect(workerRanges(counts)).toEqual([]);
    counts[3] = 2;
    counts[40] = 1;
    counts[63] = 4;
    const ranges = workerRanges(counts, 3);
    expect(ranges).toEqual([
      { from: 3, to: 40 },
      { from: 63, to: 63 },
    ]);
  });
});
