/**
 * Renders pages the way the app does, their route loaders included, in memory at `path`. Returns
 * the rendered container, where the router is, and a way to move it as a link would.
 */
import { render } from '@testing-library/react';
import { type ComponentType, Fragment, type ReactNode, Suspense } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import { RoutePage } from '../../web/src/app/route-page';
import { type DataRoute, RouteDataProvider, RouteDataStore } from '../../web/src/lib/route-data';

export interface TestRoute extends Omit<DataRoute, 'id'> {
  path: string;
  element: ReactNode;
}

export interface RenderedRoutes {
  container: HTMLElement;
  readonly location: Location;
  readonly navigate: NavigateFunction;
}

function TestRoutes({
  routes,
  at,
}: {
  routes: TestRoute[];
  at: { location?: Location; navigate?: NavigateFunction };
}) {
  at.location = useLocation();
  at.navigate = useNavigate();
  return useRoutes(
    routes.map(({ path, loader, keepData, element }) => ({
      path,
      element: <RoutePage route={{ id: path, loader, keepData }}>{element}</RoutePage>,
    })),
  );
}

/** `beside`: rendered next to the router (a toaster); `around`: around it (app-wide providers). */
export function renderRoutes(
  routes: TestRoute[],
  path: string,
  beside?: ReactNode,
  around: ComponentType<{ children: ReactNode }> = Fragment,
): RenderedRoutes {
  const at: { location?: Location; navigate?: NavigateFunction } = {};
  const Around = around;
  const { container } = render(
    <Around>
      <MemoryRouter initialEntries={[path]}>
        <RouteDataProvider store={new RouteDataStore()}>
          <Suspense fallback={null}>
            <TestRoutes routes={routes} at={at} />
          </Suspense>
        </RouteDataProvider>
      </MemoryRouter>
      {beside}
    </Around>,
  );
  return {
    container,
    get location() {
      return at.location!;
    },
    get navigate() {
      return at.navigate!;
    },
  };
}
