/**
 * The address's `redirect`, the page to return to once logged in, when it is a path on this site
 * (the server's own rule, `isSameSitePath`); otherwise none.
 */
import { isSameSitePath } from '@shared/same-site-path';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useReturnPath(): string | undefined {
  const [search] = useSearchParams();
  // Read once the page has mounted: login and sign-up are rendered at build time without a query,
  // and hydration must find the links the build wrote.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const redirect = search.get('redirect');
  return mounted && redirect && isSameSitePath(redirect) ? redirect : undefined;
}
