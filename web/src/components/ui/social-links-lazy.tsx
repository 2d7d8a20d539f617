/**
 * The social links, fetched only when the site has social pages: their icons are not part of a
 * first visit to a site that has none, and with some they arrive with the settings, which come
 * after the page anyway.
 */
import { hasSocialPages, type SiteSettings } from '@shared/site-settings';
import { lazy, Suspense } from 'react';

const SocialLinks = lazy(() =>
  import('./social-links').then(({ SocialLinks }) => ({ default: SocialLinks })),
);

export function LazySocialLinks({ social, large }: { social: SiteSettings['social']; large?: boolean }) {
  if (!hasSocialPages(social)) return null;
  return (
    <Suspense fallback={null}>
      <SocialLinks social={social} large={large} />
    </Suspense>
  );
}
