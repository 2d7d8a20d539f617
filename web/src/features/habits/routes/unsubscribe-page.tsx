/**
 * Where a reminder mail's unsubscribe link leads (the API's GET sends readers here): it asks before
 * turning reminders off, since mail scanners open links, and the button's POST does it. No login.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { isOk } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { habitsApi } from '../api';

type Outcome = { tone: 'success' | 'error'; msg: string } | null;

export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const stop = async () => {
    setBusy(true);
    const answer = await habitsApi.unsubscribe(token);
    setBusy(false);
    setOutcome(
      isOk(answer.status)
        ? { tone: 'success', msg: answer.data.msg }
        : { tone: 'error', msg: failure(t("Reminders weren't turned off"), t('Try again.'), answer) },
    );
  };

  return (
    <div className="container page narrow">
      <title>{t('Reminder mails | LearnFree')}</title>
      <h1>{t('Stop weekly reminder mails?')}</h1>
      {outcome?.tone === 'success' ? (
        <Message tone="success">{outcome.msg}</Message>
      ) : (
        <>
          <p>
            {t(
              'You will no longer get a mail when your weekly goal is not met yet. Your goal and streak stay.',
            )}
          </p>
          {outcome && <Message tone="error">{outcome.msg}</Message>}
          {token ? (
            <SpinnerButton
              className="btn btn--primary"
              busy={busy}
              working={t('Turning off')}
              onClick={() => void stop()}
            >
              {t('Stop reminder mails')}
            </SpinnerButton>
          ) : (
            <Message tone="error">
              {t('This link is incomplete. You can turn reminders off on your dashboard.')}
            </Message>
          )}
        </>
      )}
    </div>
  );
}
