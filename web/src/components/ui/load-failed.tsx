import { useState } from 'react';
import { t } from '../../i18n';
import { BusyButton } from './busy-button';
import { Message } from './message';
import { RetryButton } from './retry-button';

/**
 * What a page shows when its data did not load: why (for no answer or a 5xx, that LearnFree can't be
 * reached; see lib/page-data.tsx) and "Try again". By default that runs the route's loader again (and
 * with it the session check, when that could not reach the server either); a page without a loader
 * passes what to ask again as `onRetry`.
 */
export function LoadFailed({ msg, onRetry }: { msg: string; onRetry?: () => Promise<unknown> }) {
  return (
    <div className="load-failed">
      <Message tone="error">{msg}</Message>
      {onRetry ? <AskAgainButton ask={onRetry} /> : <RetryButton />}
    </div>
  );
}

function AskAgainButton({ ask }: { ask: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const press = () => {
    setAsking(true);
    void ask().finally(() => setAsking(false));
  };
  return (
    <BusyButton className="btn btn--primary" onClick={press} busy={asking} busyLabel={t('Trying again...')}>
      {t('Try again')}
    </BusyButton>
  );
}
