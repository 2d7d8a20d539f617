/**
 * Chat connections are spread over a fixed number of shards by a hash of the connection id, and a
 * message is delivered by parallel workers, each taking a run of consecutive shards that holds at
 * most about 250 connections (`config.chatConnectionsPerWorker`): one worker for a room of 200, four
 * for 1,000, forty for 10,000. A worker reads its run with one Query, because shards are ranges of
 * the sort key of the room's connection partition.
 */
import { createHash } from 'node:crypto';
import { config } from '../lib/config';

export const CONNECTION_SHARDS = 64;

/**
 * The catalogue's search source (GSI3) is spread over this many shards: enough to load in
 * parallel, few enough that a load is a handful of Queries.
 */
export const CATALOGUE_SHARDS = 8;

/** FNV-1a of an id: cheap, stable, and spreads ids evenly. */
function fnv1a(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** FNV-1a of the course id: a course stays in one shard, and shards fill evenly. */
export const catalogueShard = (courseId: string): number => fnv1a(courseId) % CATALOGUE_SHARDS;

/**
 * The content check's record of each video is spread over this many partitions: the check reads
 * them all in parallel and writes up to 100,000 a day, which one partition would throttle.
 */
export const VIDEO_SHARDS = 16;

/** FNV-1a of the video id: a video stays in one shard. */
export const videoShard = (videoId: string): number => fnv1a(videoId) % VIDEO_SHARDS;

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
 * Cuts the occupied shards into as many runs as the room needs workers (its connections over
 * `perWorker`, rounded up), each run about an equal share: a shard is never split, so a run may pass
 * its share by one shard's count. No run for a room with nobody in it.
 */
export function workerRanges(
  counts: readonly number[],
  perWorker = config.chatConnectionsPerWorker,
): ShardRange[] {
  const total = counts.reduce((sum, count) => sum + Math.max(0, count), 0);
  const workers = Math.ceil(total / perWorker);
  const ranges: ShardRange[] = [];
  let from: number | null = null;
  let to = 0;
  let seen = 0;
  counts.forEach((count, shard) => {
    if (count <= 0) return;
    from ??= shard;
    to = shard;
    seen += count;
    // The run ends once the runs so far hold their share of the room; the last takes the rest.
    if (ranges.length < workers - 1 && seen >= ((ranges.length + 1) * total) / workers) {
      ranges.push({ from, to });
      from = null;
    }
  });
  if (from !== null) ranges.push({ from, to });
  return ranges;
}
