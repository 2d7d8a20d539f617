/**
 * Renders `ui` to HTML as the build does, lets `beforeScript` look at the page or act on it as a
 * visitor would before the app's script arrives, then hydrates it, failing on any hydration error.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export async function prerenderAndHydrate(ui: ReactElement, beforeScript: (page: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  beforeScript(container);
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, unmount: () => act(() => root?.unmount()) };
}
