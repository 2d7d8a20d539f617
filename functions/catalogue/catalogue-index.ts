/**
 * The catalogue in a function's memory: every listed course, its text index, and the course orders,
 * answering a catalogue call (search, filters, facets, sort, page) without touching storage.
 * Courses get a document number when first seen; `sync` applies a fresh read of the catalogue.
 */
import {
  CATALOGUE_LIMITS,
  type CatalogueFacets,
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
  type CatalogueSort,
  COURSE_LENGTHS,
  type CourseLength,
  effectiveSort,
  lengthOf,
} from '../../shared/catalogue';
import { LANGUAGES } from '../../shared/constants';
import type { CatalogueEntry } from '../data/catalogue';
import { compareKeys, decodeCursor, encodeCursor, type OrderKey } from './cursor';
import { foldText, type SearchHit, SearchIndex } from './search-index';

type StoredOrder = Exclude<CatalogueSort, 'relevance'>;
const STORED_ORDERS: StoredOrder[] = ['newest', 'popular', 'shortest'];

/** Answers kept per container: paging, facet clicks and repeated searches reuse the match list. */
const CACHED_ANSWERS = 32;

interface Filters {
  language?: string;
  /** Folded, so "data science" selects "Data Science". */
  category?: string;
  length?: CourseLength;
}

/** One query's matches, filtered and in order, with the counts around them. */
interface Answer {
  docs: Int32Array;
  hits?: Map<number, SearchHit>;
  facets: CatalogueFacets;
}

const asItem = ({ sortKey: _sortKey, ...item }: CatalogueEntry): CatalogueItem => item;

const sameListing = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.name === b.name && a.creator === b.creator && a.category === b.category;

export class CatalogueIndex {
  /** By document number; undefined once a course left the catalogue. */
  private entries: Array<CatalogueEntry | undefined> = [];
  private readonly docOf = new Map<string, number>();
  private readonly text = new SearchIndex();
  private orders: Record<StoredOrder, Int32Array> = {
    newest: new Int32Array(0),
    popular: new Int32Array(0),
    shortest: new Int32Array(0),
  };
  /** Each document's folded category, so a query does not fold 100,000 strings. */
  private readonly categoryKeys: string[] = [];
  /** Folded category → the spelling shown, as first seen. */
  private categoryNames = new Map<string, string>();
  private readonly answers = new Map<string, Answer>();

  constructor(entries: CatalogueEntry[] = []) {
    this.sync(entries);
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
    const seen = new Set<number>();
    // Which stored orders the changes disturb; a reload that only moved like counts re-sorts one.
    const stale = new Set<StoredOrder>();
    for (const entry of entries) {
      const known = this.docOf.get(entry._id);
      const doc = known ?? this.entries.length;
      const previous = known === undefined ? undefined : this.entries[known];
      if (known === undefined) this.docOf.set(entry._id, doc);
      if (previous === undefined) {
        this.text.add(doc, entry);
        for (const order of STORED_ORDERS) stale.add(order);
      } else {
        if (!sameListing(previous, entry)) this.text.replace(doc, entry);
        if (previous.love !== entry.love) stale.add('popular');
        if (previous.lessonCount !== entry.lessonCount) stale.add('shortest');
      }
      this.entries[doc] = entry;
      this.categoryKeys[doc] = foldText(entry.category);
      seen.add(doc);
    }
    this.entries.forEach((entry, doc) => {
      if (entry && !seen.has(doc)) {
        this.text.discard(doc);
        this.entries[doc] = undefined;
        for (const order of STORED_ORDERS) stale.add(order);
      }
    });
    this.categoryNames = new Map();
    for (const doc of seen) {
      const folded = this.categoryKeys[doc]!;
      if (!this.categoryNames.has(folded)) this.categoryNames.set(folded, this.entries[doc]!.category);
    }
    for (const order of stale) this.orders[order] = this.sorted(seen, order);
    this.answers.clear();
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

  /** One page of a catalogue call; throws 400 for a cursor of another order. */
  query(query: CatalogueQuery): CataloguePage {
    const sort = effectiveSort(query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
    const answer = this.answer(query, sort);
    const start = after ? this.firstAfter(answer, sort, after) : 0;
    const docs = answer.docs.subarray(start, start + query.limit);
    const last = docs.at(-1);
    const more = start + docs.length < answer.docs.length;
    return {
      items: Array.from(docs, (doc) => asItem(this.entries[doc]!)),
      next: more && last !== undefined ? encodeCursor(sort, this.keyOf(sort, last, answer.hits)) : null,
      total: answer.docs.length,
      facets: answer.facets,
    };
  }

  /** `docs` in the order of `sort`, each key computed once. */
  private sorted(docs: Iterable<number>, sort: CatalogueSort, hits?: Map<number, SearchHit>): Int32Array {
    const keyed = Array.from(docs, (doc) => ({ doc, key: this.keyOf(sort, doc, hits) }));
    keyed.sort((a, b) => compareKeys(a.key, b.key));
    return Int32Array.from(keyed, ({ doc }) => doc);
  }

  private keyOf(sort: CatalogueSort, doc: number, hits?: Map<number, SearchHit>): OrderKey {
    const entry = this.entries[doc]!;
    const values =
      sort === 'popular'
        ? [-entry.love]
        : sort === 'shortest'
          ? [entry.lessonCount]
          : sort === 'relevance'
            ? [hits?.get(doc)?.tier ?? 2, -(hits?.get(doc)?.score ?? 0)]
            : [];
    return { values, sortKey: entry.sortKey };
  }

  /** The position of the first course that comes after `key` in the answer's order. */
  private firstAfter(answer: Answer, sort: CatalogueSort, key: OrderKey): number {
    let low = 0;
    let high = answer.docs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareKeys(this.keyOf(sort, answer.docs[middle]!, answer.hits), key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private answer(query: CatalogueQuery, sort: CatalogueSort): Answer {
    const filters: Filters = {
      language: query.language,
      category: query.category === undefined ? undefined : foldText(query.category),
      length: query.length,
    };
    const cacheKey = JSON.stringify([
      foldText(query.q),
      filters.language,
      filters.category,
      filters.length,
      sort,
    ]);
    const cached = this.answers.get(cacheKey);
    if (cached) {
      // Refresh its place in the least-recently-used order.
      this.answers.delete(cacheKey);
      this.answers.set(cacheKey, cached);
      return cached;
    }
    const hits = query.q ? this.text.search(query.q) : undefined;
    const candidates = hits ? this.sorted(hits.keys(), sort, hits) : this.orders[sort as StoredOrder];
    const answer = { ...this.filterAndCount(candidates, filters), hits };
    this.answers.set(cacheKey, answer);
    if (this.answers.size > CACHED_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  /**
   * One pass over the candidates: the ones every filter accepts, in order, and for each filter the
   * counts of its values among the candidates the other filters accept (so choosing "hindi" still
   * shows how many English courses there are).
   */
  private filterAndCount(candidates: Iterable<number>, filters: Filters): Pick<Answer, 'docs' | 'facets'> {
    const kept: number[] = [];
    const language: Record<string, number> = Object.fromEntries(LANGUAGES.map((l) => [l, 0]));
    const length = Object.fromEntries(COURSE_LENGTHS.map((l) => [l, 0])) as Record<CourseLength, number>;
    const category = new Map<string, number>();
    for (const doc of candidates) {
      const entry = this.entries[doc]!;
      const folded = this.categoryKeys[doc]!;
      const bucket = lengthOf(entry.lessonCount);
      const languageOk = filters.language === undefined || entry.language === filters.language;
      const categoryOk = filters.category === undefined || folded === filters.category;
      const lengthOk = filters.length === undefined || bucket === filters.length;
      if (categoryOk && lengthOk) language[entry.language] = (language[entry.language] ?? 0) + 1;
      if (languageOk && lengthOk) category.set(folded, (category.get(folded) ?? 0) + 1);
      if (languageOk && categoryOk) length[bucket] += 1;
      if (languageOk && categoryOk && lengthOk) kept.push(doc);
    }
    return {
      docs: Int32Array.from(kept),
      facets: { language, category: this.categoryFacet(category, filters.category), length },
    };
  }

  /** The most common categories (and the chosen one, even when nothing matches it), by count. */
  private categoryFacet(counts: Map<string, number>, chosen: string | undefined): Record<string, number> {
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const shown = top.slice(0, CATALOGUE_LIMITS.categoryFacetMax);
    if (chosen !== undefined && !shown.some(([folded]) => folded === chosen))
      shown.push([chosen, counts.get(chosen) ?? 0]);
    return Object.fromEntries(
      shown.map(([folded, count]) => [this.categoryNames.get(folded) ?? folded, count]),
    );
  }
}
