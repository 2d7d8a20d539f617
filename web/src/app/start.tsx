/**
 * Starts the app in the browser. A page rendered at build time (see web/prerender) is hydrated:
 * its route's code is loaded first and the router starts from the data the page was rendered with,
 * so React adopts the HTML instead of replacing it. Any other address gets the empty shell and is
 * rendered here.
 *
 * React's renderer (react-dom/client, two thirds of the first visit's JavaScript) is imported with
 * `import()`, so the browser evaluates it in a task of its own rather than in one task with the
 * router and the app: on a phone that one task held the main thread for a quarter of a second, and
 * a tap in that time waited. The HTML preloads it (web/vite.config.mts), so it costs no round trip.
 */
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { readRouteData } from './route-data';
import { routes } from './routes';

/**
 * Loads the code of the routes matching the address, as the router would, before it starts. False
 * when it cannot be loaded (offline, or a release replaced it).
 */
async function loadMatchedRoutes(): Promise<boolean> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  try {
    const loaded = await Promise.all(
      lazyMatches.map(({ route }) => (route.lazy as () => Promise<Partial<RouteObject>>)()),
    );
    for (const [i, { route }] of lazyMatches.entries())
      Object.assign(route, { ...loaded[i], lazy: undefined });
    return true;
  } catch {
    return false;
  }
}

export async function start(container: HTMLElement): Promise<void> {
  // Without the page's code there is nothing to hydrate with: the app then renders afresh, and the
  // route's error element offers a reload.
  const rendered = readRouteData();
  const [{ createRoot, hydrateRoot }, routesLoaded] = await Promise.all([
    import('react-dom/client'),
    rendered ? loadMatchedRoutes() : false,
  ]);
  const hydrationData = rendered && routesLoaded ? rendered : null;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!hydrationData) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or keypress meanwhile is answered, not queued.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // The page was rendered with the catalogue of the build; the live one replaces it when it comes.
  if (Object.keys(hydrationData.loaderData ?? {}).length > 0) void router.revalidate();
}
