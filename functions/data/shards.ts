/**
 * Chat connections are spread over a fixed number of shards by a hash of the connection id, and a
 * message is delivered by parallel workers, each taking a run of consecutive shards that holds at
 * most about `CONNECTIONS_PER_WORKER` connections: one worker for a room of 200, four for 1,000,
 * forty for 10,000. A worker reads its run with one Query, because shards are ranges of the sort key
 * of the room's connection partition.
 */
import { createHash } from 'node:crypto';

export const CONNECTION_SHARDS = 64;

/** What one worker posts to at most (a single shard fuller than this still goes to one worker). */
export const CONNECTIONS_PER_WORKER = 250;

/** The shard of a connection: stable for its life, spread evenly over all shards. */
export function connectionShard(connectionId: string): number {
  return createHash('sha256').update(connectionId).digest().readUInt32BE(0) % CONNECTION_SHARDS;
}

/** Two digits, so shards sort as numbers in the sort key. */
export const shardLabel = (shard: number): string => String(shard).padStart(2, '0');

/** A run of consecutive shards, both ends included: one worker's part of a message. */
export interface ShardRange {
  from: number;
  to: number;
}

/**
 * Cuts the shards into runs of at most `perWorker` connections by their counts, skipping empty
 * shards at the edges of each run; no run for a room with nobody in it.
 */
export function workerRanges(counts: readonly number[], perWorker = CONNECTIONS_PER_WORKER): ShardRange[] {
  const ranges: ShardRange[] = [];
  let current: (ShardRange & { size: number }) | null = null;
  counts.forEach((count, shard) => {
    if (count <= 0) return;
    if (current && current.size + count > perWorker) {
      ranges.push({ from: current.from, to: current.to });
      current = null;
    }
    if (!current) current = { from: shard, to: shard, size: 0 };
    current.to = shard;
    current.size += count;
  });
  if (current) ranges.push({ from: (current as ShardRange).from, to: (current as ShardRange).to });
  return ranges;
}
