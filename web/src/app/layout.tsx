import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { usePageViews } from '../lib/analytics';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useScrollRestoration } from './scroll-restoration';
import { useClearToastsOnNavigation } from './toast-library';

export function Layout() {
  usePageViews();
  useFocusHeadingOnNavigation('main');
  useClearToastsOnNavigation();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
