import { TIMING } from '@shared/constants';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/auth/session';

/** App-wide providers. Toasts use the spec's settings: 3 visible, 4 s, bottom-right, 14 px gap, Alt+T. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={TIMING.toastDurationMs}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </SessionProvider>
  );
}
