import { lazy, Suspense, useEffect, useState } from 'react';
import { mayHaveSession } from '../features/auth/session-store';
import { whenToastsLoaded } from '../lib/toasts';

// The toast library is as large as a tenth of the first page's JavaScript. A visitor without a
// session sees a toast only in answer to something they did (every toast of the app follows a click
// or a key), so it loads at their first press, not on every first visit; a learner's open chat can
// raise one unprompted, so with a session it loads once the browser is idle. Toasts raised earlier
// are kept by the library and shown when the Toaster mounts. Its settings and the theme's code come
// with it (app-toaster.tsx).
const Toaster = lazy(() =>
  Promise.all([whenToastsLoaded(), import('./app-toaster')]).then(([library, { AppToaster }]) => ({
    default: function LoadedToaster() {
      return <AppToaster library={library} />;
    },
  })),
);

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

/** The app's toasts (app-toaster.tsx), mounted at the visitor's first press, or when idle for a learner. */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => (mayHaveSession() ? whenIdle : whenFirstActing)(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
