import { render, screen, within } from '@testing-library/react';
import {
  createMemoryRouter,
  type NonIndexRouteObject,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { type AnalyticsProvider, setAnalyticsProvider } from '../lib/analytics';
import { Providers } from './providers';
import { routes } from './routes';

function Boom(): never {
  throw new Error('The page broke while rendering');
}

// Both are layout routes (never index routes), so they can take other children.
const root = routes[0] as NonIndexRouteObject;
const pages = root.children![0] as NonIndexRouteObject;

/** The app's own frame and error elements, with two broken pages in place of the real ones. */
function openBrokenPage(path: string) {
  const table: RouteObject[] = [
    {
      ...root,
      children: [
        {
          ...pages,
          children: [
            { path: '/boom', Component: Boom },
            {
              path: '/stale-release',
              lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            },
          ],
        },
      ],
    },
  ];
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(table, { initialEntries: [path] })} />
    </Providers>,
  );
}

/** Every route with a path in the table, with whether an error element sits between it and the frame. */
function coveredRoutes(table: RouteObject[], covered = false): Array<[string, boolean]> {
  return table.flatMap((route) => {
    const here = covered || (route.id !== 'root' && Boolean(route.ErrorBoundary ?? route.errorElement));
    const own: Array<[string, boolean]> = route.path ? [[route.path, here]] : [];
    return [...own, ...coveredRoutes(route.children ?? [], here)];
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
  // React and the router log what the error element catches; the test reads the page instead.
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

it('gives every route of the app an error element inside the frame', () => {
  const routesWithout = coveredRoutes(routes).filter(([, covered]) => !covered);
  expect(routesWithout).toEqual([]);
  expect(coveredRoutes(routes).length).toBeGreaterThan(20);
});
