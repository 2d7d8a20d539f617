/**
 * Delivers one frame to many connections through the management API, a bounded number at a time so
 * a big room neither opens hundreds of sockets at once nor waits for each post in turn. A connection
 * that is gone (410) loses its item; any other failure is logged and skipped, so one bad connection
 * never stops the others from getting the message.
 */
import type { Connection } from '../data/connections';
import { removeConnection } from '../data/connections';
import { log } from '../lib/log';
import type { WsFrame } from '../lib/ws';
import { postToConnection } from '../lib/ws-management';

export const FAN_OUT_PARALLELISM = 25;

export interface FanOutResult {
  delivered: number;
  gone: number;
  failed: number;
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

export async function fanOut(
  endpoint: string,
  room: string,
  connections: readonly Connection[],
  frame: WsFrame,
): Promise<FanOutResult> {
  const result: FanOutResult = { delivered: 0, gone: 0, failed: 0 };
  await forEachLimited(connections, FAN_OUT_PARALLELISM, async ({ connectionId }) => {
    try {
      if (await postToConnection(endpoint, connectionId, frame)) {
        result.delivered++;
        return;
      }
      result.gone++;
      await removeConnection(room, connectionId);
    } catch (error) {
      result.failed++;
      log.warn('chat delivery failed', { connectionId, error });
    }
  });
  return result;
}
