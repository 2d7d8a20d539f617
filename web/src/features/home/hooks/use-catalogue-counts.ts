/**
 * How many courses and creators the catalogue holds, asked once the page is up: the home page is
 * built ahead of time, when the live catalogue is not known. Null until the answer comes (or when it
 * does not). Written out rather than through useFetched: on the home page, the first page most
 * visitors load, the hook would be one more script to fetch.
 */
import type { CatalogueCounts } from '@shared/catalogue';
import { useEffect, useState } from 'react';
import { catalogueApi } from '../../catalogue';

export function useCatalogueCounts(): CatalogueCounts | null {
  const [counts, setCounts] = useState<CatalogueCounts | null>(null);
  useEffect(() => {
    let current = true;
    void catalogueApi.overview().then(({ status, data }) => {
      if (current && status === 200 && data.catalogue) setCounts(data.catalogue);
    });
    return () => {
      current = false;
    };
  }, []);
  return counts;
}
