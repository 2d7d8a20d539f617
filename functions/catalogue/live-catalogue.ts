/**
 * The catalogue index of one function container: loaded from the snapshot on first use (one GET,
 * below), or built from storage where there is none yet, then kept
 * current without making requests wait. At most every 30 s a request starts a check of the
 * catalogue version (one small GetItem); when it moved, the catalogue is read again and the index
 * updated in place, while requests keep being answered from the index as it was. A read after a
 * change is repeated once at the next check, because GSI3 follows the table with a short delay; and
 * every 10 minutes the catalogue is read anyway, which brings like counts (the "popular" order) up
 * to date and picks up a change whose version raise was lost. A change of ratings alone raises a
 * version of its own, on which only the rated courses' small totals are read again.
 *
 * The snapshot (index-snapshot.ts) says which versions it was built at. When the catalogue has moved
 * on since, the courses added after its newest one are read (a few small Queries) before the first
 * answer, and the first request starts a full read behind it, which brings in any other change; when
 * only ratings moved, their totals are read. So a cold container answers as exactly as one that read
 * the whole catalogue, and its timed reload comes 10 minutes after the snapshot's own read.
 */
import {
  type CatalogueEntry,
  readCatalogueEntries,
  readCatalogueEntriesAfter,
  readCatalogueVersion,
  readCatalogueVersions,
  readRatingTotals,
} from '../data/catalogue';
import type { RatingTotals } from '../data/rating-totals';
import { log } from '../lib/log';
import { CatalogueIndex } from './catalogue-index';
import { type CatalogueSnapshot, decodeSnapshot } from './index-snapshot';
import { configuredSnapshotStore, type SnapshotStore } from './snapshot-store';

export const CHECK_EVERY_MS = 30_000;
export const RELOAD_EVERY_MS = 10 * 60_000;

export interface CatalogueSource {
  version(): Promise<number>;
  entries(): Promise<CatalogueEntry[]>;
  /** Both versions in one read, where the source keeps ratings apart from the courses (storage does). */
  versions?(): Promise<{ courses: number; ratings: number }>;
  /** Every rated course's totals: what a change of ratings alone reads again. */
  ratings?(): Promise<ReadonlyMap<string, RatingTotals>>;
  /** The courses added after `sortKey`: what a container catches up with after an older snapshot. */
  entriesAfter?(sortKey: string): Promise<CatalogueEntry[]>;
}

/** The table: the courses on GSI3, the ratings in their own small items. */
export const catalogueStorage: CatalogueSource = {
  version: readCatalogueVersion,
  entries: readCatalogueEntries,
  versions: readCatalogueVersions,
  ratings: readRatingTotals,
  entriesAfter: readCatalogueEntriesAfter,
};

export class LiveCatalogue {
  private index: CatalogueIndex | undefined;
  private loading: Promise<CatalogueIndex> | undefined;
  private refreshing: Promise<void> | undefined;
  private version = 0;
  private ratingsVersion = 0;
  private checkedAt = 0;
  private readAt = 0;
  /** The last read followed a version change, so the next check reads again. */
  private readAgain = false;

  constructor(
    private readonly source: CatalogueSource = catalogueStorage,
    private readonly now: () => number = Date.now,
    /** Asked on first use, so the environment may be set after this module was loaded. */
    private readonly snapshots: () => SnapshotStore | undefined = configuredSnapshotStore,
  ) {}

  /** The index to answer from; the first call waits for it to be built, later calls never wait. */
  current(): Promise<CatalogueIndex> {
    const index = this.index;
    if (!index) {
      this.loading ??= this.load().finally(() => {
        this.loading = undefined;
      });
      return this.loading;
    }
    if (!this.refreshing && this.now() - this.checkedAt >= CHECK_EVERY_MS) {
      this.refreshing = this.refresh(index)
        // A failed check leaves the index as it was; the next check tries again.
        .catch((error: unknown) => log.warn('catalogue refresh failed', { error }))
        .finally(() => {
          this.refreshing = undefined;
        });
    }
    return Promise.resolve(index);
  }

  /** Resolves once a refresh that `current()` started has finished (for tests and the bench). */
  async settled(): Promise<void> {
    await this.refreshing;
  }

  private async load(): Promise<CatalogueIndex> {
    const checkedAt = this.now();
    // The version first: a course added after it was read raises it again, so it is never missed.
    const [versions, snapshot] = await Promise.all([this.versions(), this.readSnapshot()]);
    if (snapshot) return this.loadSnapshot(snapshot, versions, checkedAt);
    const { courses, ratings } = versions;
    const index = new CatalogueIndex(await this.source.entries());
    this.index = index;
    this.version = courses;
    this.ratingsVersion = ratings;
    this.checkedAt = checkedAt;
    this.readAt = checkedAt;
    // A course added just before may not have reached GSI3 yet.
    this.readAgain = true;
    return index;
  }

  /** The snapshot's bytes decoded, or undefined (with the reason logged) to read the catalogue instead. */
  private async readSnapshot(): Promise<CatalogueSnapshot | undefined> {
    const store = this.snapshots();
    if (!store) return undefined;
    try {
      const bytes = await store.get();
      if (bytes) return decodeSnapshot(bytes);
      log.info('no catalogue snapshot yet: reading the catalogue');
    } catch (error) {
      // Of another format, unreadable or unreachable: today's read still answers.
      log.warn('catalogue snapshot not used: reading the catalogue', { error });
    }
    return undefined;
  }

  private async loadSnapshot(
    { meta, state }: CatalogueSnapshot,
    current: { courses: number; ratings: number },
    checkedAt: number,
  ): Promise<CatalogueIndex> {
    const index = CatalogueIndex.restore(state);
    const moved = current.courses !== meta.courses;
    if (moved && this.source.entriesAfter) {
      const added = await this.source.entriesAfter(index.newestSortKey() ?? '');
      if (added.length > 0) index.sync([...index.listed(), ...added]);
    }
    let ratingsVersion = meta.ratings;
    if (current.ratings !== meta.ratings && this.source.ratings) {
      index.applyRatings(await this.source.ratings());
      ratingsVersion = current.ratings;
    }
    this.index = index;
    // Left at the snapshot's version, so the full read that follows sees the move.
    this.version = meta.courses;
    this.ratingsVersion = ratingsVersion;
    // Moved: the first request starts that read at once (renamed or removed courses, new likes).
    this.checkedAt = moved ? Number.NEGATIVE_INFINITY : checkedAt;
    this.readAt = meta.readAt;
    this.readAgain = false;
    return index;
  }

  private async refresh(index: CatalogueIndex): Promise<void> {
    const checkedAt = this.now();
    this.checkedAt = checkedAt;
    const { courses: version, ratings } = await this.versions();
    const changed = version !== this.version;
    if (changed || this.readAgain || checkedAt - this.readAt >= RELOAD_EVERY_MS) {
      index.sync(await this.source.entries());
      this.version = version;
      this.ratingsVersion = ratings;
      this.readAt = checkedAt;
      this.readAgain = changed;
      return;
    }
    // Only ratings moved: their small items are read, not the catalogue.
    if (ratings !== this.ratingsVersion && this.source.ratings) {
      index.applyRatings(await this.source.ratings());
      this.ratingsVersion = ratings;
    }
  }

  private async versions(): Promise<{ courses: number; ratings: number }> {
    return this.source.versions
      ? this.source.versions()
      : { courses: await this.source.version(), ratings: 0 };
  }
}

/** The container's catalogue, shared by the handlers bundled into it. */
export const liveCatalogue = new LiveCatalogue();
