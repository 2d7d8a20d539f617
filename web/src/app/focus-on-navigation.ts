import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page may take to render its heading (its code and data arriving) before we give up. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a move to another page, focus goes to that page's `h1`, so keyboard and screen-reader
 * users start on the new content instead of the link they left (or `<body>`). The first page of
 * a visit keeps the browser's own focus (also through redirects made while it opens, which replace
 * the entry), and a move to an anchor (`#section`) is left to the browser, which scrolls there.
 */
export function useFocusHeadingOnNavigation(containerId: string): void {
  const { pathname, hash } = useLocation();
  // Read when the page changes, never a reason to run: a page that replaces only its query (the
  // catalogue's search, as the learner types) turns the type to REPLACE, and focus must stay put.
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  const firstPath = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    const stillOpening = pathname === firstPath.current || navigationType.current === 'REPLACE';
    if (!moved.current && stillOpening) return;
    moved.current = true;
    if (hash) return;
    const root = document.getElementById(containerId);
    if (!root) return;
    return whenHeadingAppears(root, (heading) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The scroll position is the router's business (top, or restored on back and forward).
      heading.focus({ preventScroll: true });
    });
  }, [pathname, hash, containerId]);
}

/** Calls `found` with the `h1` under `root` once it exists; returns a cancel function. */
function whenHeadingAppears(root: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const present = root.querySelector('h1');
  if (present) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = root.querySelector('h1');
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
