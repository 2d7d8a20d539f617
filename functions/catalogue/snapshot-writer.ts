/**
 * Writes the catalogue snapshot: reads the versions, then the whole catalogue from GSI3 (the read a
 * cold container would otherwise make), builds the index and puts it in the snapshot store as one
 * object. Run by the `catalogue-snapshot` worker on the table's stream in the cloud, and by the
 * local stack's stand-in for it locally.
 */
import { CatalogueIndex } from './catalogue-index';
import { encodeSnapshot } from './index-snapshot';
import { type CatalogueSource, catalogueStorage } from './live-catalogue';
import { configuredSnapshotStore, type SnapshotStore } from './snapshot-store';

export interface WrittenSnapshot {
  /** The catalogue versions it was built at. */
  version: number;
  ratings: number;
  courses: number;
  bytes: number;
  /** When the read started: changes after it are not in this snapshot. */
  readAt: number;
  readMs: number;
  /** Building the index and encoding it. */
  buildMs: number;
  putMs: number;
}

export async function writeCatalogueSnapshot(
  store: SnapshotStore | undefined = configuredSnapshotStore(),
  source: Required<Pick<CatalogueSource, 'versions' | 'entries'>> = {
    versions: catalogueStorage.versions!,
    entries: catalogueStorage.entries,
  },
  now: () => number = Date.now,
): Promise<WrittenSnapshot> {
  if (!store)
    throw new Error('No catalogue snapshot store: set CATALOGUE_SNAPSHOT_BUCKET or CATALOGUE_SNAPSHOT_DIR');
  const readAt = now();
  // The versions before the courses, as a container reads them: a course added during the read
  // raises the version past the snapshot's, so containers catch up with it.
  const { courses: version, ratings } = await source.versions();
  const entries = await source.entries();
  const read = now();
  const index = new CatalogueIndex(entries);
  const bytes = encodeSnapshot({ meta: { courses: version, ratings, readAt }, state: index.state() });
  const built = now();
  await store.put(bytes);
  return {
    version,
    ratings,
    courses: index.size,
    bytes: bytes.length,
    readAt,
    readMs: read - readAt,
    buildMs: built - read,
    putMs: now() - built,
  };
}
