/**
 * The catalogue in a function's memory: every listed course, its text index, the course orders and
 * each course's facet codes, answering a catalogue call (search, filters, facets, sort, page)
 * without touching storage. Courses get a document number when first seen; `sync` applies a fresh
 * read of the catalogue.
 *
 * A call does work in proportion to its matches, never sorts them all: without search text it
 * walks the stored order from the cursor until its page is full and takes the counts kept for the
 * whole catalogue; with search text it counts the matches once and picks the page's courses from
 * them with a small heap.
 */
import {
  type CatalogueCounts,
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
  type CatalogueSort,
  effectiveSort,
} from '../../shared/catalogue';
import { bayesianScore } from '../../shared/ratings';
import type { CatalogueEntry } from '../data/catalogue';
import { type RatingTotals, withRatings } from '../data/rating-totals';
import { compareKeys, decodeOrderCursor, encodeOrderCursor, type OrderKey } from './cursor';
import { FacetCodes, type FacetFilters } from './facet-codes';
import { firstInOrder } from './first-in-order';
import {
  foldText,
  type SearchableCourse,
  type SearchHits,
  SearchIndex,
  type SearchState,
  wordsOf,
} from './search-index';

export type StoredOrder = Exclude<CatalogueSort, 'relevance'>;
const STORED_ORDERS: StoredOrder[] = ['newest', 'popular', 'shortest', 'rating'];

/** Searches kept per container: "Load more", another sort or a filter click reuse the matches. */
const KEPT_SEARCHES = 16;

/** A search's matches and their facet counts, which filters and cursors do not change. */
interface Matches {
  hits: SearchHits;
  counts: Int32Array;
}

/**
 * What a snapshot keeps of the index (index-snapshot.ts): the courses by document number (no gaps),
 * the stored orders, the text index and the catalogue's counts. The rest (facet codes, each
 * document's rank in each order) is derived from these in one pass when restored.
 */
export interface IndexState {
  entries: CatalogueEntry[];
  orders: Record<StoredOrder, Int32Array>;
  text: SearchState;
  counts: CatalogueCounts;
}

/** One page's courses in order (one more than asked, to tell whether more follow), and its counts. */
interface Picked {
  docs: number[];
  counts: Int32Array;
  /** The order key of the course at `picked` position i, for the next page's cursor. */
  keyOf: (i: number) => OrderKey;
}

const asItem = ({ sortKey: _sortKey, ratingSum: _sum, ...item }: CatalogueEntry): CatalogueItem => item;

/**
 * A course's value in the `rating` order (ascending): minus its Bayesian average, and 1 for a course
 * nobody rated, which puts it after every rated one (a score is at least 1 star).
 */
const ratingValue = (entry: CatalogueEntry): number => {
  const count = entry.rating?.count ?? 0;
  return count === 0 ? 1 : -bayesianScore(entry.ratingSum ?? 0, count);
};

const sameListing = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.name === b.name && a.creator === b.creator && a.category === b.category;

export class CatalogueIndex {
  /** By document number; undefined once a course left the catalogue. */
  private entries: Array<CatalogueEntry | undefined> = [];
  private readonly docOf = new Map<string, number>();
  private text = new SearchIndex();
  private readonly codes = new FacetCodes();
  private orders: Record<StoredOrder, Int32Array> = {
    newest: new Int32Array(0),
    popular: new Int32Array(0),
    shortest: new Int32Array(0),
    rating: new Int32Array(0),
  };
  /** Each document's position in each order; -1 when it is not listed. */
  private ranks: Record<StoredOrder, Int32Array> = { ...this.orders };
  /** The whole catalogue's size, whatever a call asks: the home page's figures. */
  private counts: CatalogueCounts = { courses: 0, creators: 0 };
  /** The matches of recent search texts and their counts, by folded words, least recently used first. */
  private readonly searches = new Map<string, Matches>();

  constructor(entries: CatalogueEntry[] = []) {
    this.sync(entries);
  }

  /**
   * The index as a snapshot keeps it. Documents are numbered without gaps there: an index that has
   * dropped courses is built afresh from those it lists first (the snapshot writer's index never has).
   */
  state(): IndexState {
    const listed = this.listed();
    if (listed.length !== this.entries.length) return new CatalogueIndex(listed).state();
    return { entries: listed, orders: { ...this.orders }, text: this.text.state(), counts: this.counts };
  }

  /** An index that answers every call exactly as the one `state` came from. */
  static restore(state: IndexState): CatalogueIndex {
    const index = new CatalogueIndex();
    const { entries } = state;
    index.entries = [...entries];
    const docs = entries.map((entry, doc) => {
      index.docOf.set(entry._id, doc);
      return doc;
    });
    index.text = SearchIndex.restore(state.text);
    index.codes.rebuild(entries, docs, entries.length);
    for (const order of STORED_ORDERS) index.setOrder(order, state.orders[order]);
    index.counts = state.counts;
    return index;
  }

  /** Every listed course, in document order. */
  listed(): CatalogueEntry[] {
    return this.entries.filter((entry) => entry !== undefined);
  }

  /** The sort key of the newest listed course: later courses were added after the index was read. */
  newestSortKey(): string | undefined {
    const doc = this.orders.newest[0];
    return doc === undefined ? undefined : this.entries[doc]!.sortKey;
  }

  /** How many courses are listed. */
  get size(): number {
    return this.orders.newest.length;
  }

  get(courseId: string): CatalogueEntry | undefined {
    const doc = this.docOf.get(courseId);
    return doc === undefined ? undefined : this.entries[doc];
  }

  /**
   * Makes the index list exactly `entries` (a complete read of the catalogue): new courses are
   * indexed, changed ones updated (like counts, and the text if it changed), missing ones dropped.
   */
  sync(entries: CatalogueEntry[]): void {
    // The read by document number; a course read twice counts as it was read last.
    const read = new Map<number, CatalogueEntry>();
    for (const entry of entries) {
      let doc = this.docOf.get(entry._id);
      if (doc === undefined) {
        doc = this.entries.length + read.size;
        this.docOf.set(entry._id, doc);
      }
      read.set(doc, entry);
    }
    // Which stored orders the changes disturb; a reload that only moved like counts re-sorts one.
    const stale = new Set<StoredOrder>();
    const unindexed: Array<{ doc: number; course: SearchableCourse }> = [];
    const indexed: Array<{ doc: number; course: SearchableCourse }> = [];
    for (const [doc, entry] of read) {
      // (A new document is past the end: no read beyond it, which V8 makes slow.)
      const previous = doc < this.entries.length ? this.entries[doc] : undefined;
      if (previous === undefined) {
        indexed.push({ doc, course: entry });
        for (const order of STORED_ORDERS) stale.add(order);
      } else {
        if (!sameListing(previous, entry)) {
          unindexed.push({ doc, course: previous });
          indexed.push({ doc, course: entry });
        }
        if (previous.love !== entry.love) stale.add('popular');
        if (previous.lessonCount !== entry.lessonCount) stale.add('shortest');
        if (ratingValue(previous) !== ratingValue(entry)) stale.add('rating');
      }
    }
    this.entries.forEach((entry, doc) => {
      if (entry && !read.has(doc)) {
        unindexed.push({ doc, course: entry });
        this.entries[doc] = undefined;
        for (const order of STORED_ORDERS) stale.add(order);
      }
    });
    this.text.remove(unindexed);
    for (const { doc, course } of indexed) this.text.add(doc, course);
    for (const [doc, entry] of read) this.entries[doc] = entry;
    const docs = [...read.keys()];
    this.codes.rebuild([...read.values()], docs, this.entries.length);
    for (const order of STORED_ORDERS) if (stale.has(order)) this.setOrder(order, this.sorted(docs, order));
    this.searches.clear();
    // Creators spelled alike but for case or accents are one creator.
    const creators = new Set<string>();
    for (const entry of read.values()) creators.add(foldText(entry.creator));
    this.counts = { courses: read.size, creators: creators.size };
  }

  /** Takes in every course's rating totals (a course missing from them has none) and re-ranks `rating`. */
  applyRatings(totals: ReadonlyMap<string, RatingTotals>): void {
    const listed: number[] = [];
    let moved = false;
    this.entries.forEach((entry, doc) => {
      if (!entry) return;
      listed.push(doc);
      const rated = withRatings(entry, totals.get(entry._id));
      if (rated.ratingSum === entry.ratingSum && rated.rating?.count === entry.rating?.count) return;
      this.entries[doc] = rated;
      moved = true;
    });
    if (moved) this.setOrder('rating', this.sorted(listed, 'rating'));
  }

  /** The newest courses that `keep` accepts, at most `limit`. */
  newest(limit: number, keep: (course: CatalogueItem) => boolean = () => true): CatalogueItem[] {
    const found: CatalogueItem[] = [];
    for (const doc of this.orders.newest) {
      const entry = this.entries[doc]!;
      if (keep(entry)) found.push(asItem(entry));
      if (found.length === limit) break;
    }
    return found;
  }

  /** One page of a catalogue call; throws 400 for a cursor not handed out for this order. */
  query(query: CatalogueQuery): CataloguePage {
    const sort = effectiveSort(query);
    const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor, sort);
    const filters: FacetFilters = {
      language: query.language,
      category: query.category === undefined ? undefined : foldText(query.category),
      length: query.length,
    };
    const keep = this.codes.matcher(filters);
    const picked = query.q
      ? this.pickMatches(this.matchesOf(query.q), sort, after, keep, query.limit + 1)
      : this.pickListed(sort as StoredOrder, after, keep, query.limit + 1);
    const shown = picked.docs.slice(0, query.limit);
    const more = picked.docs.length > query.limit;
    return {
      items: shown.map((doc) => asItem(this.entries[doc]!)),
      next: more ? encodeOrderCursor(sort, picked.keyOf(shown.length - 1)) : null,
      ...this.codes.facets(picked.counts, filters),
      catalogue: this.counts,
    };
  }

  private matchesOf(text: string): Matches {
    const key = wordsOf(text).join(' ');
    let matches = this.searches.get(key);
    // Deleted and set again, so it moves to the most recently used end.
    if (matches) this.searches.delete(key);
    else {
      const hits = this.text.search(key);
      matches = { hits, counts: this.codes.count(hits.docs) };
    }
    this.searches.set(key, matches);
    if (this.searches.size > KEPT_SEARCHES) this.searches.delete(this.searches.keys().next().value!);
    return matches;
  }

  /** Without search text: the stored order from the cursor on, as far as the page needs. */
  private pickListed(
    sort: StoredOrder,
    after: OrderKey | undefined,
    keep: (doc: number) => boolean,
    count: number,
  ): Picked {
    const order = this.orders[sort];
    const docs: number[] = [];
    for (let i = after ? this.firstAfter(sort, after) : 0; i < order.length && docs.length < count; i++) {
      if (keep(order[i]!)) docs.push(order[i]!);
    }
    return { docs, counts: this.codes.countAll(), keyOf: (i) => this.keyOf(sort, docs[i]!) };
  }

  /** With search text: the first matches after the cursor in the call's order. */
  private pickMatches(
    { hits, counts }: Matches,
    sort: CatalogueSort,
    after: OrderKey | undefined,
    keep: (doc: number) => boolean,
    count: number,
  ): Picked {
    const { docs, tiers, scores } = hits;
    if (sort !== 'relevance') {
      const ranks = this.ranks[sort];
      const start = after ? this.firstAfter(sort, after) : 0;
      const picked = firstInOrder(
        docs.length,
        count,
        (i) => ranks[docs[i]!]! >= start && keep(docs[i]!),
        (a, b) => ranks[docs[a]!]! - ranks[docs[b]!]!,
      ).map((i) => docs[i]!);
      return { docs: picked, counts, keyOf: (i) => this.keyOf(sort, picked[i]!) };
    }
    // Matches as typed before those with a typo; each by name, then creator, then category; then by
    // score; ties newest first (the tiers say all of that but the last: see SearchHits).
    const relevanceKey = (i: number, key: OrderKey = { values: [0, 0], sortKey: '' }): OrderKey => {
      key.values[0] = tiers[i]!;
      key.values[1] = -scores[i]!;
      key.sortKey = this.entries[docs[i]!]!.sortKey;
      return key;
    };
    // One key, refilled for every match the cursor is compared with.
    const probe: OrderKey = { values: [0, 0], sortKey: '' };
    const newest = this.ranks.newest;
    const picked = firstInOrder(
      docs.length,
      count,
      (i) => keep(docs[i]!) && (!after || compareKeys(relevanceKey(i, probe), after) > 0),
      (a, b) => tiers[a]! - tiers[b]! || scores[b]! - scores[a]! || newest[docs[a]!]! - newest[docs[b]!]!,
    );
    return { docs: picked.map((i) => docs[i]!), counts, keyOf: (i) => relevanceKey(picked[i]!) };
  }

  /** `docs` in a stored order: newest first, or by likes or lessons with ties newest first. */
  private sorted(docs: number[], sort: StoredOrder): Int32Array {
    const entries = this.entries as CatalogueEntry[];
    const order = Int32Array.from(docs);
    if (sort === 'newest') {
      return order.sort((a, b) => {
        const [x, y] = [entries[a]!.sortKey, entries[b]!.sortKey];
        return x < y ? 1 : x > y ? -1 : 0;
      });
    }
    const newest = this.ranks.newest;
    if (sort === 'rating') {
      const values = new Float64Array(entries.length);
      for (const doc of docs) values[doc] = ratingValue(entries[doc]!);
      return order.sort((a, b) => values[a]! - values[b]! || newest[a]! - newest[b]!);
    }
    return sort === 'popular'
      ? order.sort((a, b) => entries[b]!.love - entries[a]!.love || newest[a]! - newest[b]!)
      : order.sort((a, b) => entries[a]!.lessonCount - entries[b]!.lessonCount || newest[a]! - newest[b]!);
  }

  private setOrder(sort: StoredOrder, order: Int32Array): void {
    const ranks = new Int32Array(this.entries.length).fill(-1);
    order.forEach((doc, rank) => {
      ranks[doc] = rank;
    });
    this.orders[sort] = order;
    this.ranks[sort] = ranks;
  }

  private keyOf(sort: StoredOrder, doc: number): OrderKey {
    const entry = this.entries[doc]!;
    const values =
      sort === 'popular'
        ? [-entry.love]
        : sort === 'shortest'
          ? [entry.lessonCount]
          : sort === 'rating'
            ? [ratingValue(entry)]
            : [];
    return { values, sortKey: entry.sortKey };
  }

  /** The position in a stored order of the first course that comes after `key`. */
  private firstAfter(sort: StoredOrder, key: OrderKey): number {
    const order = this.orders[sort];
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareKeys(this.keyOf(sort, order[middle]!), key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
