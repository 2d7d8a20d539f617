/**
 * Paging cursors. A cursor names the last course of a page by its sort values, not by its position,
 * so the next page starts right after that course even when courses were added meanwhile: no course
 * is shown twice and none is skipped. It is opaque to clients (base64url JSON) and checked strictly.
 */
import { CATALOGUE_SORTS, type CatalogueSort } from '../../shared/catalogue';
import { BadRequest } from '../lib/errors';

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

interface Payload {
  s: CatalogueSort;
  v: number[];
  k: string;
}

export const encodeCursor = (sort: CatalogueSort, key: OrderKey): string =>
  Buffer.from(JSON.stringify({ s: sort, v: key.values, k: key.sortKey } satisfies Payload)).toString(
    'base64url',
  );

const invalid = () => new BadRequest('cursor is not valid.');

/** The key a cursor names; 400 when it is malformed or was made for another sort order. */
export function decodeCursor(cursor: string, sort: CatalogueSort): OrderKey {
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    throw invalid();
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    !CATALOGUE_SORTS.includes(payload.s as CatalogueSort) ||
    !Array.isArray(payload.v) ||
    payload.v.length > 2 ||
    !payload.v.every((value) => typeof value === 'number' && Number.isFinite(value)) ||
    typeof payload.k !== 'string'
  )
    throw invalid();
  if (payload.s !== sort) throw new BadRequest('cursor belongs to another sort order.');
  return { values: payload.v, sortKey: payload.k };
}
