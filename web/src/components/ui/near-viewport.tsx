/**
 * Parts of a page well below the first screen whose code loads only when they come near it.
 *
 * On a page rendered at build time, React leaves their HTML as it is until then: a Suspense
 * boundary whose code has not arrived stays "dehydrated", shown and readable but not yet live, and
 * React adopts it once the code is there. So a first visit downloads and runs only the code of what
 * is on screen. Rendered in the browser (a later visit, or when something above it changed before
 * it was adopted), there is no HTML to keep: the code loads at once.
 *
 * Links in such a part work as plain links until it is live; its buttons wait for its code, which
 * starts loading when the part comes within 100px of the screen, or a pointer or the focus reaches it.
 */
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { LAZY_ROOT_MARGIN } from './use-in-view';

/** How far ahead of the viewport the code starts loading: as for lazy images. */
const AHEAD = LAZY_ROOT_MARGIN;

/** Signs that someone is about to use the part before it came into view (a jump to it, a Tab). */
const INTEREST = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Marks the empty space shown while the code of a part rendered in the browser arrives. */
const PLACEHOLDER = 'data-near-viewport-placeholder';

const onServer = typeof window === 'undefined';

/** A part whose code waits until `open` is called (in the browser; the build renders it at once). */
export interface DeferredPart {
  Part: LazyExoticComponent<ComponentType>;
  open(): void;
}

/** The part shown by `load`'s default export; made once, at module level, like `lazy`. */
export function deferredPart(load: () => Promise<{ default: ComponentType }>): DeferredPart {
  let open: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { Part: lazy(() => (onServer ? load() : near.then(load))), open };
}

/** Shows `part` and opens it once it comes near the viewport or someone reaches for it (see above). */
export function NearViewport({ part: { Part, open } }: { part: DeferredPart }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.querySelector(`[${PLACEHOLDER}]`) || typeof IntersectionObserver === 'undefined') {
      open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    // A pointer or the keyboard on its way to a control: load now rather than after the click.
    for (const type of INTEREST) element.addEventListener(type, open);
    return () => {
      observer.disconnect();
      for (const type of INTEREST) element.removeEventListener(type, open);
    };
  }, [open]);
  return (
    <div ref={ref}>
      <Suspense fallback={<div {...{ [PLACEHOLDER]: '' }} />}>
        <Part />
      </Suspense>
    </div>
  );
}
