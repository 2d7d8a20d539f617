import { TIMING } from '@shared/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMediaQuery } from '../components/ui/use-media-query';
import { mayHaveSession } from '../features/auth/session-store';
import { whenToastsLoaded } from '../lib/toasts';

// The toast library is as large as a tenth of the first page's JavaScript. A visitor without a
// session sees a toast only in answer to something they did (every toast of the app follows a click
// or a key), so it loads at their first press, not on every first visit; a learner's open chat can
// raise one unprompted, so with a session it loads once the browser is idle. Toasts raised earlier
// are kept by the library and shown when the Toaster mounts.
const Toaster = lazy(() => whenToastsLoaded().then((module) => ({ default: module.Toaster })));

/** Below the tablet breakpoint a toast at the bottom would cover the sticky bars pages keep there. */
const NARROW_SCREEN = '(max-width: 767.98px)';

/**
 * On narrow screens toasts come in at the top, below the sticky navigation bar, so the logo and the
 * menu stay in sight and in reach. The library keeps its own offsets below 600 px (`mobileOffset`).
 */
const BELOW_NAVBAR = { top: 'calc(var(--navbar-height) + 0.5rem)' };

/** The first press of a pointer or a key: the earliest moment an anonymous visitor can cause a toast. */
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

const whenFirstActing = (run: () => void): (() => void) => {
  // Capture phase: seen before any handler of the page can stop it.
  for (const type of FIRST_ACTS) window.addEventListener(type, run, { capture: true, once: true });
  return () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, run, { capture: true });
  };
};

/**
 * Toasts with the spec's settings: 3 visible, 4 s, 14 px gap, Alt+T; bottom-right as the spec says,
 * but at the top, below the navigation bar, on narrow screens.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  useEffect(() => (mayHaveSession() ? whenIdle : whenFirstActing)(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={narrow ? 'top-center' : 'bottom-right'}
        offset={narrow ? BELOW_NAVBAR : undefined}
        mobileOffset={BELOW_NAVBAR}
        visibleToasts={3}
        duration={TIMING.toastDurationMs}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </Suspense>
  );
}
