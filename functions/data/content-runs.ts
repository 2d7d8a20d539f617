/**
 * The content check's own records: the last run (when it ran and what it found, which the health
 * list shows) and the lease a running check holds, so that the daily run and an admin's "check
 * now" never run at once (two runs would write the same lessons and mail the same problems twice).
 */
import type { ContentCheckResult } from '../../shared/content';
import { keys } from './keys';
import { unlessRefused } from './outcome';
import { table } from './table-client';

export interface ContentRun extends Required<ContentCheckResult> {
  checkedAt: string;
}

export async function getLastRun(): Promise<ContentRun | null> {
  const item = await table.get(keys.contentRun, { ConsistentRead: true });
  if (!item) return null;
  return {
    checkedAt: String(item.checkedAt),
    checked: Number(item.checked ?? 0),
    problems: Number(item.problems ?? 0),
    unchecked: Number(item.unchecked ?? 0),
  };
}

export async function saveRun(run: ContentRun): Promise<void> {
  await table.put({ Item: { ...keys.contentRun, type: 'content-run', ...run } });
}

/**
 * Takes the lease for the run `runId` until `untilMs` (epoch ms), unless another run holds one that
 * has not run out: false then. A lease that ran out (its run died) is taken over.
 */
export async function takeLease(runId: string, untilMs: number): Promise<boolean> {
  const taken = await unlessRefused(
    () =>
      table.put({
        Item: { ...keys.contentLease, type: 'content-lease', runId, until: untilMs },
        ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': Date.now() },
      }),
    'changed',
  );
  return taken.ok;
}

/** Gives the lease back, if `runId` still holds it. */
export async function releaseLease(runId: string): Promise<void> {
  await unlessRefused(
    () =>
      table.delete({
        Key: keys.contentLease,
        ConditionExpression: 'runId = :id',
        ExpressionAttributeValues: { ':id': runId },
      }),
    'gone',
  );
}
