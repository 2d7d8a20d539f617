import { render, screen, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { MemoryRouter, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { type AnalyticsProvider, setAnalyticsProvider } from '../lib/analytics';
import { RouteDataProvider, RouteDataStore } from '../lib/route-data';
import { Providers } from './providers';
import { PageErrorBoundary, pageRoute } from './route-page';
import { routes } from './routes';

function Boom(): never {
  throw new Error('The page broke while rendering');
}

/** The app's own frame, with two broken pages in place of the real ones. */
const brokenTable: RouteObject[] = [
  {
    element: routes[0]!.element,
    children: [
      pageRoute({ path: '/boom', page: async () => ({ default: Boom }) }),
      pageRoute({
        path: '/stale-release',
        page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    ],
  },
];

function BrokenApp() {
  return <PageErrorBoundary>{useRoutes(brokenTable)}</PageErrorBoundary>;
}

function openBrokenPage(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouteDataProvider store={new RouteDataStore()}>
          <BrokenApp />
        </RouteDataProvider>
      </MemoryRouter>
    </Providers>,
  );
}

/** Every route with a path in the table, with whether it is a page (which shows its own errors) or a redirect. */
function pathRoutes(table: RouteObject[]): Array<[string, 'page' | 'redirect' | 'other']> {
  return table.flatMap((route) => {
    const kind =
      route.handle !== undefined
        ? 'page'
        : isValidElement(route.element) && route.element.type === Navigate
          ? 'redirect'
          : 'other';
    const own: Array<[string, 'page' | 'redirect' | 'other']> = route.path ? [[route.path, kind]] : [];
    return [...own, ...pathRoutes(route.children ?? [])];
  });
}

let reported: Array<[string, string]>;
beforeEach(() => {
  reported = [];
  const provider: AnalyticsProvider = {
    pageView: () => {},
    pageError: (path, message) => reported.push([path, message]),
  };
  setAnalyticsProvider(provider);
  // React logs what the error boundary catches; the test reads the page instead.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setAnalyticsProvider(null);
  jest.restoreAllMocks();
});

describe('a page that fails', () => {
  it('shows "Something went wrong" inside the frame, with reload and home, and reports the error', async () => {
    openBrokenPage('/boom');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // The frame stays: the visitor can still navigate.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(reported).toEqual([['/boom', 'The page broke while rendering']]);
  });

  it('shows the same when its code cannot be loaded (e.g. a release replaced it)', async () => {
    openBrokenPage('/stale-release');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reported).toEqual([['/stale-release', 'Failed to fetch dynamically imported module']]);
  });
});

it('makes every address of the app a page that shows its own errors inside the frame, or a redirect', () => {
  const others = pathRoutes(routes).filter(([, kind]) => kind === 'other');
  expect(others).toEqual([]);
  expect(pathRoutes(routes).filter(([, kind]) => kind === 'page').length).toBeGreaterThan(20);
});
