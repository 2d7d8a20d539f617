/**
 * The address's `redirect`, the page to return to once logged in: a path on this site or a full
 * address of this origin, as the path after the origin (`returnPathOf`); otherwise none.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { returnPathOf } from '../return-path';

export function useReturnPath(): string | undefined {
  const [search] = useSearchParams();
  const { hash } = useLocation();
  // Read once the page has mounted: login and sign-up are rendered at build time without a query,
  // and hydration must find the links the build wrote.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? returnPathOf(search.get('redirect'), hash) : undefined;
}
