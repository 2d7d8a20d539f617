import { t } from '../../i18n';
import { useReload } from '../../lib/route-data';
import { BusyButton } from './busy-button';

/** Loads the page's data again through its route loader; what is shown stays until the new answer. */
export function RetryButton({ className = 'btn btn--primary' }: { className?: string }) {
  const { reload, reloading } = useReload();
  return (
    <BusyButton
      type="button"
      className={className}
      onClick={reload}
      busy={reloading}
      busyLabel={t('Trying again...')}
    >
      {t('Try again')}
    </BusyButton>
  );
}
