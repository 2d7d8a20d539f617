/** What the frame does with its toasts when the learner moves to another page. */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedToasts, type ToastLibrary } from '../lib/toasts';

/** Toasts about a form the learner has just left: its errors and warnings say nothing about the next page. */
const LEFT_WITH_ITS_PAGE = new Set(['error', 'warning']);

/**
 * Dismisses the error and warning toasts shown now; successes (often the reason for the move,
 * e.g. "Enrolled") stay. Call it as the new page opens, before its own effects can raise toasts.
 */
export function clearFormToasts(library: Pick<ToastLibrary, 'toast'> | undefined = loadedToasts()): void {
  if (!library) return;
  for (const shown of library.toast.getToasts())
    if ('type' in shown && shown.type && LEFT_WITH_ITS_PAGE.has(shown.type)) library.toast.dismiss(shown.id);
}

/**
 * Clears the form toasts when the learner moves to another page. A layout effect, so it runs before
 * the new page's own effects, whose toasts are about the new page and stay.
 */
export function useClearFormToastsOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    clearFormToasts();
  }, [pathname]);
}
