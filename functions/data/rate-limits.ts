/**
 * Fixed-window rate limits kept in the table: one counter item per subject and window, incremented
 * with a condition so concurrent attempts cannot slip past the limit. Items expire by TTL.
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

export const RATE_LIMITS = {
  /** Wrong passwords for one address from one source: stops a guesser where it stands. */
  loginFailuresPerAddressAndSource: { scope: 'login-fail-address-source', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one address from anywhere: the ceiling for a guesser with many sources
   * (OWASP ASVS 2.2.1: at most 100 an hour). A browser where the account logged in before is exempt.
   */
  loginFailuresPerAddress: { scope: 'login-fail-address', limit: 100, windowSeconds: 60 * 60 },
  /** Wrong passwords from one source for any address: one machine trying many accounts. */
  loginFailuresPerSource: { scope: 'login-fail-source', limit: 60, windowSeconds: 15 * 60 },
  forgotPerAddress: { scope: 'forgot-address', limit: 3, windowSeconds: 60 * 60 },
  forgotPerSource: { scope: 'forgot-source', limit: 20, windowSeconds: 60 * 60 },
  registerPerSource: { scope: 'register-source', limit: 20, windowSeconds: 60 * 60 },
  /** Requests for a new verification link, per address and per source. */
  resendPerAddress: { scope: 'resend-address', limit: 5, windowSeconds: 60 * 60 },
  resendPerSource: { scope: 'resend-source', limit: 20, windowSeconds: 60 * 60 },
  /**
   * Mail about an account that nobody may have asked for: verification links (at sign-up, on an
   * unverified login, on request) and the "someone tried to sign up" notice. Over the limit the mail
   * is skipped without a word, so the answer stays the same for every address.
   */
  accountMailPerAddress: { scope: 'account-mail', limit: 3, windowSeconds: 60 * 60 },
  questionsPerLearner: { scope: 'questions-learner', limit: 10, windowSeconds: 60 * 60 },
  answersPerLearner: { scope: 'answers-learner', limit: 30, windowSeconds: 60 * 60 },
  /** Votes cast or taken back on discussion posts; a repeated click changes nothing and is not counted. */
  votesPerLearner: { scope: 'votes-learner', limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
