/**
 * The local stand-in for the catalogue snapshot's worker and its stream (functions/catalogue/
 * catalogue-changes.ts, infra/constructs/catalogue-snapshots.ts). DynamoDB Local has no stream to
 * feed a function, so this polls the change marker every write of new or changed courses raises
 * (the catalogue's version item, one GetItem every 2 s) and, once it has moved and then stayed put
 * for 3 s, writes the snapshot with the worker's own code into the directory the handlers read
 * (CATALOGUE_SNAPSHOT_DIR, under `.local/`). The quiet time plays the stream's batching window: an
 * import, which raises the marker every few hundred courses, is written once, when it is done.
 *
 * Likes do not move the marker: locally they reach the snapshot with the next catalogue change,
 * and a container that loads an older snapshot reads the catalogue at its first check anyway
 * (its timed reload counts from the snapshot's read).
 */
export const POLL_MS = 2_000;
export const QUIET_MS = 3_000;

interface Versions {
  courses: number;
  ratings: number;
}

export interface SnapshotWriterParts {
  /** The change marker: the catalogue's versions. */
  versions(): Promise<Versions>;
  /** The versions of the snapshot in the store, or undefined when there is none (or not readable). */
  written(): Promise<Versions | undefined>;
  /** Writes a snapshot and answers the versions it was built at. */
  write(): Promise<Versions>;
  /** Where a write and a failure are told (the functions' log, loaded with the environment set). */
  log: {
    info(message: string, fields: Record<string, unknown>): void;
    warn(message: string, fields: Record<string, unknown>): void;
  };
  now?: () => number;
}

export interface LocalSnapshotWriter {
  /** One poll: what the timer runs (exported for tests). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

const sameVersions = (a: Versions | undefined, b: Versions | undefined) =>
  a !== undefined && b !== undefined && a.courses === b.courses && a.ratings === b.ratings;

export function localSnapshotWriter(parts: SnapshotWriterParts, pollMs = POLL_MS): LocalSnapshotWriter {
  const now = parts.now ?? Date.now;
  let seen: Versions | undefined;
  let movedAt = Number.NEGATIVE_INFINITY;
  let inStore: Promise<Versions | undefined> | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    inStore ??= parts.written();
    const current = await parts.versions();
    if (!sameVersions(current, seen)) {
      // Moved since the last poll (or the first poll): wait until it stays put.
      if (seen !== undefined) movedAt = now();
      seen = current;
    }
    if (sameVersions(current, await inStore) || now() - movedAt < QUIET_MS) return;
    const written = await parts.write();
    inStore = Promise.resolve(written);
    parts.log.info('catalogue snapshot written', {
      courseVersion: written.courses,
      ratingsVersion: written.ratings,
    });
  };

  const timer = setInterval(() => {
    // One poll at a time: a write at 100,000 courses takes longer than the interval.
    running ??= tick()
      .catch((error: unknown) => parts.log.warn('catalogue snapshot not written', { error }))
      .finally(() => {
        running = undefined;
      });
  }, pollMs);
  timer.unref();

  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** The writer over the local table and the handlers' snapshot directory, with the worker's code. */
export async function startLocalSnapshotWriter(): Promise<LocalSnapshotWriter> {
  // Loaded after the stack set the environment: the data layer reads its endpoint when imported.
  const [
    { readCatalogueVersions },
    { configuredSnapshotStore },
    { snapshotMeta },
    { writeCatalogueSnapshot },
    { log },
  ] = await Promise.all([
    import('../../functions/data/catalogue'),
    import('../../functions/catalogue/snapshot-store'),
    import('../../functions/catalogue/index-snapshot'),
    import('../../functions/catalogue/snapshot-writer'),
    import('../../functions/lib/log'),
  ]);
  const store = configuredSnapshotStore();
  if (!store) throw new Error('The local snapshot writer needs CATALOGUE_SNAPSHOT_DIR');
  return localSnapshotWriter({
    log,
    versions: readCatalogueVersions,
    written: async () => {
      const bytes = await store.get().catch(() => undefined);
      if (!bytes) return undefined;
      try {
        const meta = snapshotMeta(bytes);
        return { courses: meta.courses, ratings: meta.ratings };
      } catch {
        // Of an older format: written again.
        return undefined;
      }
    },
    write: async () => {
      const written = await writeCatalogueSnapshot(store);
      return { courses: written.version, ratings: written.ratings };
    },
  });
}
