/**
 * How many courses and creators the catalogue holds, asked once the page is up: the home page is
 * built ahead of time, when the live catalogue is not known. Null until the answer comes (or when it
 * does not).
 */
import type { CatalogueCounts } from '@shared/catalogue';
import { useAsked } from '../../../lib/route-data';
import { catalogueApi } from '../../catalogue';

export function useCatalogueCounts(): CatalogueCounts | null {
  const { data } = useAsked('catalogue-counts', '', () =>
    catalogueApi.overview().then(({ status, data }) => (status === 200 && data.catalogue) || null),
  );
  return data ?? null;
}
