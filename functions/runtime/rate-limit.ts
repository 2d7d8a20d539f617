/** The answer to a caller over a rate limit: the data layer counts, this turns "no" into a 429. */
import { countWithinLimit, type RateLimit } from '../data/rate-limits';
import { TooMany } from '../lib/errors';

/** Counts one attempt by `subject`; throws 429 once the window's limit is reached. */
export async function consume(rule: RateLimit, subject: string): Promise<void> {
  if (!(await countWithinLimit(rule, subject)).ok) throw new TooMany();
}
