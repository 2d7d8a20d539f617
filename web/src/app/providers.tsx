import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session';
import { DeferredToaster } from './toaster';

/** App-wide providers: the session, and the toasts (loaded when the browser is idle). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <DeferredToaster />
    </SessionProvider>
  );
}
