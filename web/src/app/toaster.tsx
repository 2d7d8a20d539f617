import { TIMING } from '@shared/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMediaQuery } from '../components/ui/use-media-query';
import { whenToastsLoaded } from './toast-library';

// The toast library is a tenth of the first page's JavaScript and no toast can show before the
// visitor does something, so it loads once the browser is idle. Toasts raised earlier are kept by
// the library and shown when the Toaster mounts.
const Toaster = lazy(() => whenToastsLoaded().then((module) => ({ default: module.Toaster })));

/** Below the tablet breakpoint a toast at the bottom would cover the sticky bars pages keep there. */
const NARROW_SCREEN = '(max-width: 767.98px)';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

/**
 * Toasts with the spec's settings: 3 visible, 4 s, 14 px gap, Alt+T; bottom-right as the spec says,
 * but at the top on narrow screens.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={narrow ? 'top-center' : 'bottom-right'}
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
