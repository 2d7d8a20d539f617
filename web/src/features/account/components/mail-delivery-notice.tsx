import {
  MAIL_UNDELIVERABLE_HINT,
  MAIL_UNDELIVERABLE_MSG,
  type MailUndeliverable,
} from '@shared/mail-delivery';
import { useId, useState } from 'react';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { Message, Outcome } from '../../../components/ui/message';
import { messageOf } from '../../../lib/api';
import { accountApi } from '../api';

/**
 * Shown while mail to the learner's address has stopped (it bounced for good, or a mail was
 * reported as spam): what happened, why, and a way to get mail again. Gone once they asked.
 */
export function MailDeliveryNotice({ email, mark }: { email: string; mark: MailUndeliverable }) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; msg: string } | null>(null);

  const resume = async () => {
    setBusy(true);
    const { status, data } = await accountApi.resumeMail();
    setBusy(false);
    setOutcome({ ok: status === 200, msg: messageOf(data) });
  };

  if (outcome?.ok) return <Message tone="success">{outcome.msg}</Message>;
  return (
    <section className="account__section account__section--warning" aria-labelledby={headingId}>
      <h2 id={headingId}>{MAIL_UNDELIVERABLE_MSG}</h2>
      <p>
        <strong>{email}</strong>: {MAIL_UNDELIVERABLE_HINT[mark.reason]}
      </p>
      <SpinnerButton
        className="btn btn--primary account__submit"
        busy={busy}
        working="Asking"
        onClick={resume}
      >
        Send me mail again
      </SpinnerButton>
      <Outcome of={outcome} />
    </section>
  );
}
