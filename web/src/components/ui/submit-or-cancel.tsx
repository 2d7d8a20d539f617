import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { BusyButton } from './busy-button';

/**
 * The buttons of a form opened in place (a question, a report): send it, busy while its call runs,
 * or cancel and close it.
 */
export function SubmitOrCancel({
  className,
  busy,
  busyLabel,
  onCancel,
  children,
}: {
  className: string;
  busy: boolean;
  busyLabel: string;
  onCancel(): void;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel={busyLabel}>
        {children}
      </BusyButton>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('Cancel')}
      </button>
    </div>
  );
}
