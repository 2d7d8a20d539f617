/**
 * When the catalogue was last checked, and "Check now". A check of every video can take a while,
 * so the panel says it is under way, and what it found once it is done, in a live region that
 * screen readers announce.
 */
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { Trans, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/time';
import { contentApi } from '../api';
import { checkDone } from '../words';

type Outcome = { ok: boolean; msg: string };

export function CheckPanel({ checkedAt, onChecked }: { checkedAt: string | null; onChecked(): void }) {
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async () => {
    setChecking(true);
    setOutcome(null);
    const { status, data } = await contentApi.check();
    setChecking(false);
    if (status !== 200)
      return setOutcome({
        ok: false,
        msg: messageOf(data, t('The check did not finish. Try again in a few minutes.')),
      });
    setOutcome({ ok: true, msg: checkDone(data) });
    onChecked();
  };

  return (
    <div className="panel content-check">
      <p className="content-check__when">
        {checkedAt ? (
          <Trans
            id="Last checked <0>{when}</0>."
            values={{ when: formatDateTime(checkedAt) }}
            components={[<time key="0" dateTime={checkedAt} />]}
          />
        ) : (
          t('No check has run yet.')
        )}
      </p>
      <BusyButton className="btn btn--primary" busy={checking} busyLabel={t('Checking…')} onClick={check}>
        {t('Check now')}
      </BusyButton>
      {/* Always there, so what appears in it is announced. */}
      <div className="content-check__status" role="status">
        {checking && (
          <>
            <progress className="content-check__progress" aria-label={t('Checking the videos')} />
            <span>
              {t(
                "Checking every lesson's video and every course's playlist. This can take up to half a minute.",
              )}
            </span>
          </>
        )}
        {outcome?.ok && outcome.msg}
      </div>
      {outcome && !outcome.ok && <Message tone="error">{outcome.msg}</Message>}
    </div>
  );
}
