/**
 * Renders pages the way the app's data router does, loaders included, in memory at `path`. Until the
 * first loaders have answered, nothing is shown (the app shows its page spinner there).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

const NothingYet = () => null;

export function renderRoutes(routes: RouteObject[], path: string, beside?: ReactNode) {
  const router = createMemoryRouter([{ HydrateFallback: NothingYet, children: routes }], {
    initialEntries: [path],
  });
  render(
    <>
      <RouterProvider router={router} />
      {beside}
    </>,
  );
  return router;
}
