/**
 * Paging cursors of the catalogue. A cursor names the last course of a page by its sort values, not
 * by its position, so the next page starts right after that course even when courses were added
 * meanwhile: no course is shown twice and none is skipped. It is encoded and checked by the shared
 * cursor rules (`lib/cursor.ts`) and continues only the sort order it was made for.
 */
import type { CatalogueSort } from '../../shared/catalogue';
import { ID_PATTERN } from '../../shared/validation';
import { type CursorSchema, decodeCursor, encodeCursor, ISO_TIME, matching, numbers } from '../lib/cursor';

/**
 * A course's place in an order: `values` ascending, then `sortKey` (creation time and id) descending,
 * so ties list the newest first and no two courses share a place.
 */
export interface OrderKey {
  values: number[];
  sortKey: string;
}

export function compareKeys(a: OrderKey, b: OrderKey): number {
  for (let i = 0; i < a.values.length; i++) {
    const difference = (a.values[i] ?? 0) - (b.values[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0;
}

/** A course's catalogue sort key (`data/catalogue.ts`): its creation time and its id. */
const SORT_KEY = new RegExp(`^${ISO_TIME}#${ID_PATTERN.source.slice(1, -1)}$`);

const whole = Number.isSafeInteger;
/** The values each order compares before the sort key (as `CatalogueIndex` builds them). */
const VALUES: Record<CatalogueSort, (value: unknown) => value is number[]> = {
  newest: numbers(0),
  // Minus the likes, so that more likes come first.
  popular: numbers(1, (n) => whole(n) && n <= 0),
  shortest: numbers(1, (n) => whole(n) && n >= 0),
  // Minus the Bayesian average (1 for an unrated course, listed after the rated ones).
  rating: numbers(1, (n) => n >= -5 && n <= 1),
  // The match's tier (name, creator, category; after them the same with a typo) and minus its score.
  relevance: numbers(2),
};

const schemaOf = (sort: CatalogueSort): CursorSchema<{ v: number[]; k: string }> => ({
  list: `catalogue:${sort}`,
  fields: { v: VALUES[sort], k: matching(SORT_KEY) },
});

export const encodeOrderCursor = (sort: CatalogueSort, key: OrderKey): string =>
  encodeCursor(schemaOf(sort), { v: key.values, k: key.sortKey });

/** The key a cursor names; 400 when it is not one this sort order handed out. */
export function decodeOrderCursor(cursor: string, sort: CatalogueSort): OrderKey {
  const { v, k } = decodeCursor(schemaOf(sort), cursor);
  return { values: v, sortKey: k };
}
