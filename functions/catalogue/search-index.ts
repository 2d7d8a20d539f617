/**
 * Full-text search over course names, creators and categories, with MiniSearch. MiniSearch ranks by
 * BM25 with per-field boosts and reports which field each term matched in, which is what "a name
 * match first" needs; it is written in TypeScript, small, and adds or replaces one document at a
 * time, so a refresh only indexes what changed. (docs/capacity.md compares it with FlexSearch.)
 */
import MiniSearch, { type SearchResult } from 'minisearch';

/** Case- and accent-insensitive form of a text: "Café" and "cafe" are the same word. */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface SearchableCourse {
  name: string;
  creator: string;
  category: string;
}

/** Where a course matched: 0 in its name, 1 in its creator, 2 only in its category. */
export type MatchTier = 0 | 1 | 2;

export interface SearchHit {
  tier: MatchTier;
  score: number;
}

const FIELDS = ['name', 'creator', 'category'] as const;
const TIER_OF: Record<string, MatchTier> = { name: 0, creator: 1, category: 2 };
/** The last word of a query is completed as typed ("pyth" finds Python) once it has this many letters. */
const PREFIX_FROM = 2;

interface Indexed extends SearchableCourse {
  doc: number;
}

const tierOf = (result: SearchResult): MatchTier => {
  let tier: MatchTier = 2;
  for (const fields of Object.values(result.match)) {
    for (const field of fields) tier = Math.min(tier, TIER_OF[field] ?? 2) as MatchTier;
  }
  return tier;
};

/** Courses are identified by their document number in the catalogue index. */
export class SearchIndex {
  private readonly mini = new MiniSearch<Indexed>({
    idField: 'doc',
    fields: [...FIELDS],
    storeFields: [],
    processTerm: (term) => foldText(term) || null,
    searchOptions: {
      // Every word must match somewhere: "python garcia" narrows, as people expect of a search box.
      combineWith: 'AND',
      boost: { name: 3, creator: 1.5 },
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= PREFIX_FROM,
    },
  });

  add(doc: number, course: SearchableCourse): void {
    this.mini.add({ doc, name: course.name, creator: course.creator, category: course.category });
  }

  replace(doc: number, course: SearchableCourse): void {
    this.mini.replace({ doc, name: course.name, creator: course.creator, category: course.category });
  }

  discard(doc: number): void {
    this.mini.discard(doc);
  }

  /** The matching documents with their tier and score; empty when the text has no searchable word. */
  search(text: string): Map<number, SearchHit> {
    const hits = new Map<number, SearchHit>();
    for (const result of this.mini.search(text)) {
      hits.set(result.id as number, { tier: tierOf(result), score: result.score });
    }
    return hits;
  }
}
