/**
 * Starts the app in the browser. A page rendered at build time (see web/prerender) is hydrated:
 * its route's code is loaded first and its data store starts from the data the page was rendered
 * with, so React adopts the HTML instead of replacing it. Any other address gets the empty shell
 * and is rendered here.
 *
 * React's renderer (react-dom/client, two thirds of the first visit's JavaScript) is imported with
 * `import()`, so the browser evaluates it in a task of its own rather than in one task with the
 * router and the app: on a phone that one task held the main thread for a quarter of a second, and
 * a tap in that time waited. The HTML preloads it (web/vite.config.mts), so it costs no round trip.
 */
import { isUiLanguage } from '@shared/locale';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import {
  appPathOf,
  basenameOf,
  chosenLanguage,
  currentLanguage,
  languageOfPath,
  pathIn,
  startPageLanguage,
} from '../i18n';
import { RouteDataProvider, RouteDataStore } from '../lib/route-data';
import { Providers } from './providers';
import { readRouteData } from './route-data';
import { AppRoutes, pagesAt } from './routes';

/** Loads the code of the page at the address before the app starts. False when it cannot (offline, or a release replaced it). */
async function loadMatchedPage(): Promise<boolean> {
  try {
    const appPath = appPathOf(window.location.pathname);
    await Promise.all(pagesAt(appPath).map(({ page }) => page.code.preload()));
    return true;
  } catch {
    return false;
  }
}

/**
 * A first visit to an English address from a browser that prefers Hindi, with no choice made yet,
 * goes on to the Hindi one. The edge does this before the page is sent (infra/constructs/
 * viewer-functions.ts); this covers the dev server and a page from a cache.
 */
function addressForBrowser(): string | null {
  if (languageOfPath(window.location.pathname) !== 'en' || chosenLanguage() !== null) return null;
  // The browser's list is in order of preference (as `negotiateUiLanguage` in shared/locale.ts
  // reads it, without the header parser a first visit need not carry).
  const preferred = navigator.languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isUiLanguage);
  if (!preferred || preferred === 'en') return null;
  const { pathname, search, hash } = window.location;
  return pathIn(preferred, pathname + search + hash);
}

export async function start(container: HTMLElement): Promise<void> {
  const elsewhere = addressForBrowser();
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }
  // Without the page's code there is nothing to hydrate with: the app then renders afresh, and the
  // page's error boundary offers a reload.
  const built = readRouteData();
  const languageReady = startPageLanguage(window.location.pathname);
  const [{ createRoot, hydrateRoot }, pageLoaded] = await Promise.all([
    import('react-dom/client'),
    built ? loadMatchedPage() : false,
    languageReady,
  ]);
  const hydrating = built !== null && pageLoaded;
  const store = new RouteDataStore(hydrating ? built : undefined);
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter basename={basenameOf(currentLanguage()) || undefined}>
          <RouteDataProvider store={store}>
            <AppRoutes />
          </RouteDataProvider>
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or keypress meanwhile is answered, not queued.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
