/** What the Discussion tab shows while it waits for the server, and when the server did not answer. */
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';

export function Waiting({ label }: { label: string }) {
  return (
    <p className="discussion__status" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** A failed load: what failed, the server's words, and a way to try again. */
export function LoadFailed({ what, msg, onRetry }: { what: string; msg: string; onRetry(): void }) {
  return (
    <div className="discussion__failed">
      <Message tone="error">{`${what} ${msg}`}</Message>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('Try again')}
      </button>
    </div>
  );
}
