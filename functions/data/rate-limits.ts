/**
 * Fixed-window rate limits kept in the table: one counter item per subject and window, incremented
 * with a condition so concurrent attempts cannot slip past the limit. Items expire by TTL. The
 * limits themselves are in rate-limit-table.ts.
 */
import { isConditionFailure } from './conditions';
import { keys } from './keys';
import { done, type Outcome, refused, unlessRefused } from './outcome';
import { table } from './table-client';

export interface RateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The conditional increment that counts one attempt by `subject`, as an Update that can also be a
 * member of a transaction (so an attempt and the write it guards succeed or fail together).
 */
export function countAttempt(rule: RateLimit, subject: string) {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / rule.windowSeconds);
  return {
    Key: keys.rateWindow(rule.scope, subject, window),
    UpdateExpression: 'ADD hits :one SET #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': rule.limit,
      ':ttl': (window + 1) * rule.windowSeconds + 60,
    },
  };
}

/** Counts one attempt by `subject`; `rate-limited` once the window's limit is reached (nothing is counted then). */
export function countWithinLimit(rule: RateLimit, subject: string): Promise<Outcome<void, 'rate-limited'>> {
  return unlessRefused(async () => {
    await table.update(countAttempt(rule, subject));
  }, 'rate-limited');
}

/** One attempt counted against several limits, to be given back if it turns out not to count. */
export interface Reservation {
  counters: Array<{ pk: string; sk: string }>;
}

/**
 * Counts one attempt against every `(rule, subject)` pair at once, in one transaction: either all
 * counters take it or none does (`rate-limited`: a limit is reached). Counting before the work it guards,
 * rather than after a failure, is what keeps concurrent attempts from slipping past a limit.
 */
export async function reserve(
  counts: ReadonlyArray<{ rule: RateLimit; subject: string }>,
): Promise<Outcome<Reservation, 'rate-limited'>> {
  const updates = counts.map(({ rule, subject }) => countAttempt(rule, subject));
  try {
    await table.transact(updates.map((Update) => ({ Update })));
  } catch (error) {
    if (isConditionFailure(error)) return refused('rate-limited');
    throw error;
  }
  return done({ counters: updates.map((update) => update.Key) });
}

/**
 * Gives a reserved attempt back to the windows it was counted in (not the current ones, should a
 * window have ended meanwhile), so only the attempts that count stay counted.
 */
export async function release(reservation: Reservation): Promise<void> {
  await Promise.all(
    reservation.counters.map(async (Key) => {
      try {
        await table.update({
          Key,
          UpdateExpression: 'ADD hits :minusOne',
          ConditionExpression: 'hits > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}
