/**
 * The `catalogue-snapshot` worker: the table's stream, filtered to course items (infra/constructs/
 * catalogue-snapshots.ts), arrives in batches of up to 1,000 records gathered for up to 30 s, and a
 * batch rebuilds the snapshot only when it changed what the catalogue lists. An import of 1,000
 * courses so rebuilds it a few times, not 1,000 times; a batch of lessons, descriptions or question
 * counts rebuilds nothing; likes alone rebuild it at most every 10 minutes, which is how stale a
 * container's like counts may be anyway (live-catalogue.ts).
 */

import { CATALOGUE_FIELDS } from '../data/table';
import type { WorkerRequest } from '../runtime/worker';
import { RELOAD_EVERY_MS } from './live-catalogue';
import { writeCatalogueSnapshot } from './snapshot-writer';

/** A DynamoDB attribute value as the stream gives it (`{ S: 'text' }`, `{ N: '3' }`). */
type StreamValue = Record<string, unknown>;
type StreamImage = Record<string, StreamValue>;

/** What the worker reads of a DynamoDB stream record. */
export interface CatalogueChange {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  dynamodb?: {
    /** Seconds since the epoch. */
    ApproximateCreationDateTime?: number;
    Keys?: StreamImage;
    NewImage?: StreamImage;
    OldImage?: StreamImage;
  };
}

export interface CatalogueChanges {
  Records?: CatalogueChange[];
}

/**
 * How long GSI3 may lag behind the table: the snapshot is read no sooner than this after the batch's
 * newest change, and a change this long before a snapshot's read is in it.
 */
export const GSI_SETTLE_MS = 2_000;

/** What the catalogue lists of a course, and where: a change of any but `love` changes a listing. */
const LISTED = [...CATALOGUE_FIELDS.filter((field) => field !== 'love'), 'gsi3pk', 'gsi3sk'];

export type ChangeKind = 'listing' | 'likes' | 'other';

const isCourseItem = (change: CatalogueChange) => {
  const keys = change.dynamodb?.Keys;
  return keys?.sk?.S === 'COURSE' && String(keys?.pk?.S ?? '').startsWith('COURSE#');
};

const same = (a: StreamValue | undefined, b: StreamValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** What one record changed for the catalogue. */
export function changeKind(change: CatalogueChange): ChangeKind {
  if (!isCourseItem(change)) return 'other';
  // Added or deleted: listed or unlisted (a course item without GSI3 keys is not listed either way).
  const { NewImage: now, OldImage: before } = change.dynamodb ?? {};
  if (change.eventName !== 'MODIFY') return now?.gsi3pk || before?.gsi3pk ? 'listing' : 'other';
  if (LISTED.some((field) => !same(now?.[field], before?.[field]))) return 'listing';
  return same(now?.love, before?.love) ? 'other' : 'likes';
}

export interface SnapshotDecision {
  rebuild: boolean;
  reason: string;
}

/**
 * Whether a batch rebuilds the snapshot. `lastReadAt` is when the read of the last snapshot this
 * container wrote started (none after a cold start): a change well before it is in that snapshot.
 */
export function snapshotDecision(
  changes: readonly CatalogueChange[],
  lastReadAt: number | undefined,
  now: number,
): SnapshotDecision {
  const covered = (change: CatalogueChange) =>
    lastReadAt !== undefined &&
    (change.dynamodb?.ApproximateCreationDateTime ?? Number.POSITIVE_INFINITY) * 1000 + GSI_SETTLE_MS <=
      lastReadAt;
  const kinds = new Set(changes.filter((change) => !covered(change)).map(changeKind));
  if (kinds.has('listing')) return { rebuild: true, reason: 'listing changed' };
  if (!kinds.has('likes')) return { rebuild: false, reason: 'nothing listed changed' };
  if (lastReadAt === undefined || now - lastReadAt >= RELOAD_EVERY_MS) {
    return { rebuild: true, reason: 'likes, snapshot 10 minutes old' };
  }
  return { rebuild: false, reason: 'likes, snapshot under 10 minutes old' };
}

/** When the last snapshot this container wrote was read: the worker's memory between batches. */
let lastReadAt: number | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function rebuildCatalogueSnapshot({ payload }: WorkerRequest<CatalogueChanges>) {
  const changes = payload.Records ?? [];
  const decision = snapshotDecision(changes, lastReadAt, Date.now());
  if (!decision.rebuild) return { records: changes.length, rebuilt: false, reason: decision.reason };
  const newest = Math.max(...changes.map((c) => (c.dynamodb?.ApproximateCreationDateTime ?? 0) * 1000));
  // GSI3 follows the table within a second or so; the batch's newest change should be in the read.
  await sleep(Math.max(0, newest + GSI_SETTLE_MS - Date.now()));
  const written = await writeCatalogueSnapshot();
  lastReadAt = written.readAt;
  return { records: changes.length, rebuilt: true, reason: decision.reason, ...written };
}
