/**
 * The video provider's quota ledger: the Data API units spent per UTC day (the provider's quota
 * resets at midnight Pacific time; a UTC day never straddles two of its days by more than a few
 * hours, and the budget stays well under the quota). One counter item a day, raised with a
 * conditional ADD like the rate limits (rate-limits.ts), so functions spending at the same moment
 * can never pass the budget together. Items expire a few days later by TTL.
 *
 * A function that spends units declares `UpdateItem` in its manifest entry.
 */
import { config } from '../lib/config';
import type { QuotaLedger } from '../lib/video-provider/types';
import { isConditionFailure } from './conditions';
import { keys } from './keys';
import { table } from './table-client';

/** How long a day's counter is kept after the day: for a look back at recent spending. */
const KEEP_SECONDS = 3 * 24 * 3600;

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The ledger, with the day's budget of `budget` units (config.youtubeDailyUnits, 8,000 by
 * default): `spend(n)` takes n units, or answers false and takes nothing when they would pass it.
 */
export function providerQuota(
  budget = config.youtubeDailyUnits,
  now: () => Date = () => new Date(),
): QuotaLedger {
  return {
    async spend(units) {
      if (units <= 0) return true;
      if (units > budget) return false;
      const at = now();
      const dayEnd = Math.floor(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) / 1000);
      try {
        await table.update({
          Key: keys.providerQuota(utcDay(at)),
          UpdateExpression: 'ADD units :units SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(units) OR units <= :most',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':units': units,
            ':most': budget - units,
            ':ttl': dayEnd + KEEP_SECONDS,
          },
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** The units spent on the UTC day of `at` (0 before the first). */
export async function unitsSpent(at: Date = new Date()): Promise<number> {
  const item = await table.get(keys.providerQuota(utcDay(at)));
  return Number(item?.units ?? 0);
}
