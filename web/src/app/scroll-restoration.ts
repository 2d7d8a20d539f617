/**
 * Where each page is scrolled, as browsers keep it between documents: a page moved to opens at the
 * top (or at its `#fragment`), and back and forward return to where the visitor was. Positions are
 * remembered per history entry (see scroll-key.ts) and survive a reload of the document.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollKey } from './scroll-key';

const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    // The app places the page itself; the browser's own restoring would fight it on back and forward.
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or refused: positions are a comfort, not worth an error.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  // Layout effects: the listener of the entry left is gone before the new page's layout can move the
  // scroll position (and be recorded under the old entry), and the new position is set before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry, not per render of it
  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    const key = scrollKey(location);
    const saved = positions.current[key];
    if (first.current) {
      // The first page of the document: the browser placed it; a reload returns to where it was.
      first.current = false;
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    const record = () => {
      if (positions.current) positions.current[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);
}
