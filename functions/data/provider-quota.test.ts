/**
 * The day's budget of video provider units holds against DynamoDB Local: functions spending at the
 * same moment together stop exactly at the budget, a refused spend takes nothing, and each UTC day
 * starts afresh. Every test spends on a day of its own, far from today, so runs never share a counter.
 */
import { randomInt } from 'node:crypto';
import { keys } from './keys';
import { providerQuota, unitsSpent } from './provider-quota';
import { table } from './table-client';

/** A UTC day no other test (or run) uses, at a given hour. */
function freshDay(): (hour?: number) => Date {
  const day = new Date(Date.UTC(2200 + randomInt(0, 5000), randomInt(0, 12), randomInt(1, 29)));
  return (hour = 12) => new Date(day.getTime() + hour * 3600_000);
}

it('lets concurrent spenders take exactly the budget, and no unit more', async () => {
  const at = freshDay();
  const ledger = providerQuota(20, () => at());
  const answers = await Promise.all(Array.from({ length: 60 }, () => ledger.spend(1)));
  expect(answers.filter(Boolean)).toHaveLength(20);
  expect(await unitsSpent(at())).toBe(20);
});

it('refuses a spend that would pass the budget and takes nothing for it', async () => {
  const at = freshDay();
  const ledger = providerQuota(10, () => at());
  expect(await ledger.spend(8)).toBe(true);
  expect(await ledger.spend(3)).toBe(false);
  expect(await unitsSpent(at())).toBe(8);
  expect(await ledger.spend(2)).toBe(true);
  expect(await ledger.spend(1)).toBe(false);
  expect(await unitsSpent(at())).toBe(10);
});

it('starts every UTC day afresh, and keeps a day for a few days after it ends', async () => {
  const at = freshDay();
  const ledger = (hour: number) => providerQuota(1, () => at(hour));
  expect(await ledger(23).spend(1)).toBe(true);
  expect(await ledger(23).spend(1)).toBe(false);
  expect(await ledger(24).spend(1)).toBe(true);
  const day = at(0).toISOString().slice(0, 10);
  const item = await table.get(keys.providerQuota(day));
  const dayEnd = at(24).getTime() / 1000;
  expect(item?.ttl).toBeGreaterThan(dayEnd);
  expect(item?.ttl).toBeLessThanOrEqual(dayEnd + 7 * 24 * 3600);
});

it('uses the configured daily budget of 8,000 units by default', async () => {
  const at = freshDay();
  const ledger = providerQuota(undefined, () => at());
  expect(await ledger.spend(8_000)).toBe(true);
  expect(await ledger.spend(1)).toBe(false);
});
