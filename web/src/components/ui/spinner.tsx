import { t } from '../../i18n';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label ?? t('Loading')} />;
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
