import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport lazy content starts loading (the spec's lazy-load threshold). */
export const LAZY_ROOT_MARGIN = '100px';

interface InViewOptions {
  rootMargin?: string;
  /** Stop watching after the first time in view (lazy loading); otherwise track both ways. */
  once?: boolean;
}

/**
 * Whether an element is in (or within `rootMargin` of) the viewport. Without IntersectionObserver
 * everything counts as in view once mounted, so content is never withheld.
 */
export function useInView<T extends Element>({
  rootMargin = LAZY_ROOT_MARGIN,
  once = false,
}: InViewOptions = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Out of view at first everywhere, the build's prerender included: a page rendered ahead of time
  // must show what the browser's first render shows, or React cannot adopt it as it is.
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && once) observer.disconnect();
        if (visible || !once) setInView(visible);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, once]);

  return [ref, inView];
}
