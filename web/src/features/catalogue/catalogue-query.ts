/**
 * The catalogue page's state lives in its address: `/course?q=react&language=hindi&sort=popular`.
 * These functions read it from the URL and write it back, and build the catalogue call and the
 * links to further pages from it, so a filtered list can be shared and survives a reload.
 */
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  COURSE_LENGTHS,
  type CourseLength,
  effectiveSort,
} from '@shared/catalogue';
import { LANGUAGES, type Language } from '@shared/constants';

export interface CatalogueView {
  q: string;
  language?: Language;
  category?: string;
  length?: CourseLength;
  /** As chosen; absent means the call's default (relevance with a search, else newest). */
  sort?: CatalogueSort;
  /** Set when the list starts at a later page (a page link followed without scripts, or past the cap). */
  cursor?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Whatever the address holds; values the call would refuse are dropped rather than shown as errors. */
export function readView(params: URLSearchParams): CatalogueView {
  return {
    q: params.get('q')?.trim() ?? '',
    language: oneOf(LANGUAGES, params.get('language')),
    category: params.get('category')?.trim() || undefined,
    length: oneOf(COURSE_LENGTHS, params.get('length')),
    sort: oneOf(CATALOGUE_SORTS, params.get('sort')),
    cursor: params.get('cursor') || undefined,
  };
}

/** The view as query parameters, in a fixed order and without empty ones. */
export function viewParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.language) params.set('language', view.language);
  if (view.category) params.set('category', view.category);
  if (view.length) params.set('length', view.length);
  if (view.sort) params.set('sort', view.sort);
  if (view.cursor) params.set('cursor', view.cursor);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The page's own address for a view (and a page of it). */
export const viewHref = (view: CatalogueView): string => withQuery('/course', viewParams(view));

/** The catalogue call for a view, starting at `cursor` (or the view's own). */
export function catalogueCallPath(view: CatalogueView, cursor = view.cursor, limit?: number): string {
  const params = viewParams({ ...view, cursor });
  if (limit) params.set('limit', String(limit));
  return withQuery('/api/catalogue', params);
}

/** A change of search, filter or sort starts the list again from its first page. */
export const changeView = (view: CatalogueView, change: Partial<CatalogueView>): CatalogueView => ({
  ...view,
  ...change,
  cursor: undefined,
});

/** The sort the list is in, for the sort control. */
export const shownSort = (view: CatalogueView): CatalogueSort => effectiveSort(view);
