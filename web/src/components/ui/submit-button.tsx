import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { useHydrated } from '../../lib/hydration';
import { BusyButton } from './busy-button';
import { Spinner } from './spinner';

/**
 * A form's main button. On a page rendered at build time it is an inert button that says
 * "Loading…" until React has adopted the page: a press then does nothing, and neither does Enter in
 * a form of two fields or more (a form without a submit button is not submitted implicitly), where
 * a submit would make the browser post the form to the page's own address, which serves only GET,
 * and lose what was typed. While the form's call runs it shows a spinner. Either way it keeps focus
 * (a BusyButton).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  const live = useHydrated();
  return (
    <BusyButton
      className="btn btn--primary btn--block"
      type={live ? 'submit' : 'button'}
      busy={!live || busy}
      busyLabel={live ? <Spinner label={busyLabel} /> : t('Loading…')}
    >
      {children}
    </BusyButton>
  );
}
