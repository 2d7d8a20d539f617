/**
 * Bulk writes for operator tools (the catalogue import): BatchWriteItem in requests of 25 items,
 * with what DynamoDB leaves unprocessed, and requests it throttles, sent again after a growing,
 * randomised pause. Never used on a request path, where a learner should get a prompt 503 instead.
 */
import { isTransient } from '../lib/errors';
import { BATCH_GET_MAX, BATCH_WRITE_MAX, type Key, table, type WriteRequest } from './table-client';

export { BATCH_WRITE_MAX } from './table-client';

export interface RetryPolicy {
  /** Tries per request before giving up (the first one included). */
  attempts: number;
  /** The first pause; each later one doubles, up to `maxDelayMs`, and is randomised ("full jitter"). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Told about every pause, e.g. to count throttling. */
  onRetry?: (attempt: number, reason: 'unprocessed' | 'throttled') => void;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 10, baseDelayMs: 50, maxDelayMs: 5_000 };

const pause = (policy: RetryPolicy, attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt)),
  );

type Item = Record<string, unknown>;

/** Stores up to 25 items in one BatchWriteItem, resending the unprocessed ones until all are written. */
export async function putBatch(items: Item[], policy: RetryPolicy = DEFAULT_RETRY): Promise<void> {
  if (items.length > BATCH_WRITE_MAX) throw new Error(`A batch holds at most ${BATCH_WRITE_MAX} items`);
  let pending: WriteRequest[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0 && attempt >= policy.attempts)
      throw new Error(`${pending.length} items still unwritten after ${policy.attempts} tries`);
    try {
      const unprocessed = await table.batchWrite(pending);
      if (unprocessed.length === 0) return;
      pending = unprocessed;
      policy.onRetry?.(attempt + 1, 'unprocessed');
    } catch (error) {
      // Throttling and brief outages pass; anything else (a bad item, no table) is final.
      if (!isTransient(error) || attempt + 1 >= policy.attempts) throw error;
      policy.onRetry?.(attempt + 1, 'throttled');
    }
    await pause(policy, attempt);
  }
}

/** Which of `keys` name a stored item: one BatchGetItem per 100 keys, reading only the keys. */
export async function existingKeys(keys: Key[], policy: RetryPolicy = DEFAULT_RETRY): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
    let pending: Key[] = keys.slice(i, i + BATCH_GET_MAX);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= policy.attempts)
        throw new Error(`${pending.length} keys still unread after ${attempt} tries`);
      if (attempt > 0) await pause(policy, attempt);
      try {
        const { items, unprocessed } = await table.batchGet(pending, {
          projection: { expression: 'pk, sk' },
        });
        for (const item of items) found.add(keyString(item as Key));
        pending = unprocessed;
      } catch (error) {
        if (!isTransient(error)) throw error;
        policy.onRetry?.(attempt + 1, 'throttled');
      }
    }
  }
  return found;
}

export const keyString = (key: Key): string => `${key.pk}|${key.sk}`;
