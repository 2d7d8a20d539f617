import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session';
import { DeferredToaster } from './toaster';

/** App-wide providers: the session, and the toasts (loaded at the visitor's first press, or when idle for a learner). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <DeferredToaster />
    </SessionProvider>
  );
}
