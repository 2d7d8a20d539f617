/** What the frame does with its toasts when the learner moves to another page. */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keptAfterMove, loadedToasts, type ToastLibrary } from '../lib/toasts';

/**
 * Dismisses the toasts about the page being left: all but lasting failures and the news raised for
 * the new page (lib/toasts.ts). Call it as the new page opens, before its own effects raise toasts.
 */
export function clearToastsOfLeftPage(
  library: Pick<ToastLibrary, 'toast'> | undefined = loadedToasts(),
): void {
  const kept = keptAfterMove();
  if (!library) return;
  for (const shown of library.toast.getToasts()) if (!kept(shown.id)) library.toast.dismiss(shown.id);
}

/**
 * Clears the left page's toasts when the learner moves to another page (another path; a change of
 * query or hash stays on the page). A layout effect, so it runs before the new page's own effects,
 * whose toasts are about the new page and stay.
 */
export function useClearToastsOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    clearToastsOfLeftPage();
  }, [pathname]);
}
