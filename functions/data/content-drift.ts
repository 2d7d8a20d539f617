/**
 * How each course's playlist drifted from its lessons, as the last content check found it: one
 * item per course with a drift, in one partition (drift is rare, and the health list reads it all
 * with one Query). A course whose playlist matches its lessons has none.
 */
import type { PlaylistDrift } from '../../shared/content';
import { keys } from './keys';
import { type Item, table } from './table-client';

/** A video the playlist gained, with its length where the provider told it (the lesson gets it). */
export interface AddedVideo {
  link: string;
  title: string;
  seconds?: number;
}

export interface StoredDrift extends Omit<PlaylistDrift, 'added'> {
  added: AddedVideo[];
  checkedAt: string;
}

const toDrift = (item: Item): StoredDrift => ({
  courseId: String(item.courseId),
  courseName: String(item.courseName),
  added: Array.isArray(item.added) ? (item.added as AddedVideo[]) : [],
  removed: Array.isArray(item.removed) ? item.removed.map(String) : [],
  checkedAt: String(item.checkedAt),
});

export async function listDrift(): Promise<StoredDrift[]> {
  const items = await table.queryPrefix(keys.playlistDrifts.pk, keys.playlistDrifts.prefix, {
    consistent: true,
  });
  return items.map(toDrift);
}

export async function getDrift(courseId: string): Promise<StoredDrift | null> {
  const item = await table.get(keys.playlistDrift(courseId), { ConsistentRead: true });
  return item ? toDrift(item) : null;
}

/** Stores the course's drift, or forgets it when there is none. */
export async function saveDrift(drift: StoredDrift): Promise<void> {
  if (drift.added.length === 0 && drift.removed.length === 0) {
    await deleteDrift(drift.courseId);
    return;
  }
  await table.put({ Item: { ...keys.playlistDrift(drift.courseId), type: 'playlist-drift', ...drift } });
}

export async function deleteDrift(courseId: string): Promise<void> {
  await table.delete({ Key: keys.playlistDrift(courseId) });
}
