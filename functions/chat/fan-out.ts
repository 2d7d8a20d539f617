/**
 * Delivering one frame to every connection of a room: the message is stored once, then one worker
 * per run of shards holding up to a few hundred connections (shards.ts) is invoked asynchronously
 * and posts to those connections only. The workers run in parallel, each with many posts in flight
 * over keep-alive sockets, so the time to reach everyone grows with a worker's share, not the room;
 * a worker that fails or stalls holds up no other. A connection that is gone (410), or whose item outlived
 * it, is removed; any other failure is logged and skipped, so one bad connection never stops the
 * others from getting the message.
 */
import { removeConnection, shardConnections, shardCounts } from '../data/connections';
import { type ShardRange, workerRanges } from '../data/shards';
import { MAX_SOCKETS } from '../lib/aws-http';
import { invokeWorker } from '../lib/invoke';
import { log } from '../lib/log';
import { postText } from '../lib/ws-management';
import type { WsMessage } from '../runtime/ws';
import { CHAT_FAN_OUT } from './settings';

/** What a worker is invoked with: its run of shards, and the message. */
export interface FanOutJob extends ShardRange {
  room: string;
  frame: WsMessage;
  /** The management endpoint to post to (the API stage the message came through). */
  endpoint: string;
}

export interface ShardResult {
  delivered: number;
  gone: number;
  failed: number;
  /** Items past their expiry (a disconnect that never arrived), removed. */
  expired: number;
}

/** Runs `task` for every item with at most `limit` running at once. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Invokes one worker per run of shards (cut from `counts`, the room's counts per shard, read now when
 * not given) and returns without waiting for delivery. A worker that cannot be invoked is logged and
 * the others go ahead: the message is stored, and the clients it missed load it with the history when
 * they reconnect.
 */
export async function broadcast(
  room: string,
  frame: WsMessage,
  endpoint: string,
  counts?: readonly number[],
): Promise<{ workers: number; failed: number }> {
  const ranges = workerRanges(counts ?? (await shardCounts(room, true)));
  const outcomes = await Promise.allSettled(
    ranges.map((range) =>
      invokeWorker(CHAT_FAN_OUT, { room, ...range, frame, endpoint } satisfies FanOutJob),
    ),
  );
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      log.error('chat fan-out not invoked', { room, ...ranges[index], error: outcome.reason as unknown });
    }
  });
  return { workers: ranges.length, failed: outcomes.filter((o) => o.status === 'rejected').length };
}

/** A worker's job: post the frame to every live connection of its shards, and tidy up what is gone. */
export async function deliverToShards({ room, from, to, frame, endpoint }: FanOutJob): Promise<ShardResult> {
  const { live, expired } = await shardConnections(room, { from, to });
  const text = JSON.stringify(frame);
  const result: ShardResult = { delivered: 0, gone: 0, failed: 0, expired: 0 };
  const remove = async (connectionId: string) => {
    try {
      return await removeConnection(room, connectionId);
    } catch (error) {
      log.warn('chat connection not removed', { connectionId, error });
      return false;
    }
  };
  await Promise.all([
    forEachLimited(live, MAX_SOCKETS, async ({ connectionId }) => {
      try {
        if (await postText(endpoint, connectionId, text)) {
          result.delivered++;
          return;
        }
        result.gone++;
        await remove(connectionId);
      } catch (error) {
        result.failed++;
        log.warn('chat delivery failed', { connectionId, error });
      }
    }),
    forEachLimited(expired, 4, async (connectionId) => {
      if (await remove(connectionId)) result.expired++;
    }),
  ]);
  return result;
}
