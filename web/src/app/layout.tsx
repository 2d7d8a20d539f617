import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { t } from '../i18n';
import { usePageViews } from '../lib/analytics';
import { followAccountLanguageOnLogin } from './account-language';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { useLanguageAlternates } from './language-alternates';
import { Navbar } from './navbar';
import { useScrollRestoration } from './scroll-restoration';
import { useClearToastsOnNavigation } from './toast-library';

export function Layout() {
  useEffect(followAccountLanguageOnLogin, []);
  useLanguageAlternates();
  usePageViews();
  useFocusHeadingOnNavigation('main');
  useClearToastsOnNavigation();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner label={t('Loading page...')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
