import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { usePageViews } from '../lib/analytics';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function Layout() {
  usePageViews();
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
      <ScrollRestoration />
    </>
  );
}
