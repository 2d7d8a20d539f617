/**
 * The catalogue call's rules (`GET /api/catalogue`), shared by the Lambda that answers it and the
 * page that builds its URLs, so both read the same parameters the same way.
 */
import { LANGUAGES, type Language } from './constants';
import { fieldName, message } from './message';
import type { Course } from './types';
import { fail, type Refusal } from './validation';

export const CATALOGUE_SORTS = ['relevance', 'newest', 'popular', 'shortest', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/**
 * A course's length by its number of lessons. Video durations are not stored (the catalogue keeps
 * video ids only), so the lesson count is the length a learner can rely on.
 */
export const COURSE_LENGTHS = ['short', 'medium', 'long'] as const;
export type CourseLength = (typeof COURSE_LENGTHS)[number];
export const LENGTH_LESSONS: Record<CourseLength, { min: number; max: number }> = {
  short: { min: 1, max: 5 },
  medium: { min: 6, max: 12 },
  long: { min: 13, max: Number.POSITIVE_INFINITY },
};
export const lengthOf = (lessonCount: number): CourseLength =>
  lessonCount <= LENGTH_LESSONS.short.max
    ? 'short'
    : lessonCount <= LENGTH_LESSONS.medium.max
      ? 'medium'
      : 'long';

export const CATALOGUE_LIMITS = {
  pageDefault: 24,
  pageMax: 48,
  queryMax: 100,
  categoryMax: 64,
  /** The category facet lists at most this many categories (the most common first). */
  categoryFacetMax: 50,
  /** `GET /api/course`: the spec's whole-list call, bounded. */
  listMax: 60,
  /** `GET /api/recommended/course`. */
  recommendedMax: 12,
} as const;

/** A course as the catalogue lists it: everything a card shows, no lessons, no description. */
export type CatalogueItem = Omit<Course, 'lessons' | 'description'>;

export interface CatalogueFacets {
  language: Record<string, number>;
  category: Record<string, number>;
  length: Record<CourseLength, number>;
}

export interface CataloguePage {
  items: CatalogueItem[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next: string | null;
  /** How many courses match `q` and every filter. */
  total: number;
  /** For each filter, how many courses match `q` and the other filters, by value. */
  facets: CatalogueFacets;
  /** The whole catalogue's size, whatever the query: what the home page's figures show. */
  catalogue: CatalogueCounts;
}

export interface CatalogueCounts {
  courses: number;
  /** Distinct creators (channels, universities, teachers). */
  creators: number;
}

export interface CatalogueQuery {
  q: string;
  language?: Language;
  category?: string;
  length?: CourseLength;
  sort?: CatalogueSort;
  limit: number;
  cursor?: string;
}

export type ParsedQuery = { ok: true; value: CatalogueQuery } | Refusal;

const tooLong = (name: string, max: number) =>
  fail(message('{name} must be at most {max} characters.', { name: fieldName(name), max }));
const notOneOf = (name: string, values: readonly string[]) =>
  fail(message('{name} must be one of {values}.', { name: fieldName(name), values: values.join(', ') }));

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Reads the query string of a catalogue call. Empty parameters count as absent (a form submits
 * them that way); anything present must be valid, or the answer names the parameter.
 */
export function parseCatalogueQuery(params: Record<string, string | undefined>): ParsedQuery {
  const get = (name: string) => {
    const value = params[name]?.trim();
    return value ? value : undefined;
  };
  const q = get('q') ?? '';
  if (Array.from(q).length > CATALOGUE_LIMITS.queryMax) return tooLong('q', CATALOGUE_LIMITS.queryMax);

  const language = get('language')?.toLowerCase();
  if (language !== undefined && !isOneOf(LANGUAGES, language)) return notOneOf('language', LANGUAGES);

  const category = get('category');
  if (category !== undefined && Array.from(category).length > CATALOGUE_LIMITS.categoryMax)
    return tooLong('category', CATALOGUE_LIMITS.categoryMax);

  const length = get('length');
  if (length !== undefined && !isOneOf(COURSE_LENGTHS, length)) return notOneOf('length', COURSE_LENGTHS);

  const sort = get('sort');
  if (sort !== undefined && !isOneOf(CATALOGUE_SORTS, sort)) return notOneOf('sort', CATALOGUE_SORTS);

  const rawLimit = get('limit');
  const limit = rawLimit === undefined ? CATALOGUE_LIMITS.pageDefault : Number(rawLimit);
  if (!/^\d+$/.test(rawLimit ?? '0') || limit < 1 || limit > CATALOGUE_LIMITS.pageMax)
    return fail(
      message('{name} must be a whole number from {min} to {max}.', {
        name: fieldName('limit'),
        min: 1,
        max: CATALOGUE_LIMITS.pageMax,
      }),
    );

  // The server's cursor rules check it (one answer for every list's cursors).
  const cursor = get('cursor');

  return { ok: true, value: { q, language, category, length, sort, limit, cursor } };
}

/** The order a query is answered in: relevance needs search text, so without it the newest come first. */
export const effectiveSort = (query: Pick<CatalogueQuery, 'q' | 'sort'>): CatalogueSort =>
  query.sort === undefined || query.sort === 'relevance' ? (query.q ? 'relevance' : 'newest') : query.sort;
