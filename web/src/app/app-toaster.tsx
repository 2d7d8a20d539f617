/**
 * The app's toasts as the Toaster shows them, with the spec's settings. Its own chunk, fetched with
 * the toast library (see toaster.tsx): none of it is part of a first visit.
 */
import { TIMING } from '@shared/constants';
import { useMediaQuery } from '../components/ui/use-media-query';
import { t } from '../i18n';
import type { ToastLibrary } from '../lib/toasts';
import { useTheme } from './theme';

/** Below the tablet breakpoint a toast at the bottom would cover the sticky bars pages keep there. */
const NARROW_SCREEN = '(max-width: 767.98px)';

/**
 * On narrow screens toasts come in at the top, below the sticky navigation bar, so the logo and the
 * menu stay in sight and in reach. The library keeps its own offsets below 600 px (`mobileOffset`).
 */
const BELOW_NAVBAR = { top: 'calc(var(--navbar-height) + 0.5rem)' };

/**
 * Toasts with the spec's settings: 3 visible, 4 s, 14 px gap, Alt+T; bottom-right as the spec says,
 * but at the top, below the navigation bar, on narrow screens. The library's light or dark colours
 * follow the page's theme (`system`: the device, as the page does).
 */
export function AppToaster({ library }: { library: ToastLibrary }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <library.Toaster
      theme={useTheme()}
      position={narrow ? 'top-center' : 'bottom-right'}
      offset={narrow ? BELOW_NAVBAR : undefined}
      mobileOffset={BELOW_NAVBAR}
      visibleToasts={3}
      duration={TIMING.toastDurationMs}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      containerAriaLabel={t('Notifications')}
      toastOptions={{ closeButtonAriaLabel: t('Close') }}
    />
  );
}
