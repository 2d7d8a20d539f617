/**
 * What the home page shows of the live catalogue: its true size (courses, creators) and its most
 * liked courses, in one request asked once the page is up: the home page is built ahead of time,
 * when the live catalogue is not known.
 */
import type { CatalogueCounts, CatalogueItem, CataloguePage } from '@shared/catalogue';
import { api } from '../../../lib/api';
import { useAsked } from '../../../lib/route-data';

/** One row: four cards fill the page container, the rest scroll in on a phone. */
export const HOME_COURSES = 8;

export const HOME_CATALOGUE_PATH = `/api/catalogue?limit=${HOME_COURSES}&sort=popular`;

export interface HomeCatalogue {
  counts: CatalogueCounts;
  courses: CatalogueItem[];
}

/**
 * `catalogue` is undefined while asking and null when the catalogue cannot be reached; `retry` asks
 * again.
 */
export function useHomeCatalogue(): { catalogue: HomeCatalogue | null | undefined; retry(): void } {
  const { data, loading, retry } = useAsked('home-catalogue', '', () =>
    api<CataloguePage>(HOME_CATALOGUE_PATH).then(({ status, data }) =>
      status === 200 && data.catalogue && Array.isArray(data.items)
        ? { counts: data.catalogue, courses: data.items }
        : null,
    ),
  );
  return { catalogue: loading ? undefined : (data ?? null), retry };
}
