/**
 * Counts the frames of one WebSocket connection per fixed window, in the same counter items as the
 * rate limits. Unlike `consume`, it tells the first frame over the limit (which deserves one answer)
 * from the ones after it (which get none): the counter stops at limit + 1, and the conditional write
 * that fails beyond it stores nothing.
 */
import { isConditionFailure } from './conditions';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';

export type FrameCount = 'within' | 'first-over' | 'over';

export async function countFrame(rule: RateLimit, connectionId: string): Promise<FrameCount> {
  try {
    const out = await table.update({
      ...countAttempt({ ...rule, limit: rule.limit + 1 }, connectionId),
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(out.Attributes?.hits) <= rule.limit ? 'within' : 'first-over';
  } catch (error) {
    if (isConditionFailure(error)) return 'over';
    throw error;
  }
}
