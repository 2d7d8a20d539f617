/**
 * The catalogue index of one function container: built from storage on first use, then kept
 * current without making requests wait. At most every 30 s a request starts a check of the
 * catalogue version (one small GetItem); when it moved, the catalogue is read again and the index
 * updated in place, while requests keep being answered from the index as it was. A read after a
 * change is repeated once at the next check, because GSI3 follows the table with a short delay; and
 * every 10 minutes the catalogue is read anyway, which brings like counts (the "popular" order) up
 * to date and picks up a change whose version raise was lost.
 */
import { type CatalogueEntry, readCatalogueEntries, readCatalogueVersion } from '../data/catalogue';
import { log } from '../lib/log';
import { CatalogueIndex } from './catalogue-index';

export const CHECK_EVERY_MS = 30_000;
export const RELOAD_EVERY_MS = 10 * 60_000;

export interface CatalogueSource {
  version(): Promise<number>;
  entries(): Promise<CatalogueEntry[]>;
}

const storage: CatalogueSource = { version: readCatalogueVersion, entries: readCatalogueEntries };

export class LiveCatalogue {
  private index: CatalogueIndex | undefined;
  private loading: Promise<CatalogueIndex> | undefined;
  private refreshing: Promise<void> | undefined;
  private version = 0;
  private checkedAt = 0;
  private readAt = 0;
  /** The last read followed a version change, so the next check reads again. */
  private readAgain = false;

  constructor(
    private readonly source: CatalogueSource = storage,
    private readonly now: () => number = Date.now,
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
    const version = await this.source.version();
    const index = new CatalogueIndex(await this.source.entries());
    this.index = index;
    this.version = version;
    this.checkedAt = checkedAt;
    this.readAt = checkedAt;
    // A course added just before may not have reached GSI3 yet.
    this.readAgain = true;
    return index;
  }

  private async refresh(index: CatalogueIndex): Promise<void> {
    const checkedAt = this.now();
    this.checkedAt = checkedAt;
    const version = await this.source.version();
    const changed = version !== this.version;
    if (!changed && !this.readAgain && checkedAt - this.readAt < RELOAD_EVERY_MS) return;
    index.sync(await this.source.entries());
    this.version = version;
    this.readAt = checkedAt;
    this.readAgain = changed;
  }
}

/** The container's catalogue, shared by the handlers bundled into it. */
export const liveCatalogue = new LiveCatalogue();
