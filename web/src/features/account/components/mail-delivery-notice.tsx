import type { MailUndeliverable, UndeliverableReason } from '@shared/mail-delivery';
import { useId, useState } from 'react';
import { ActionButton } from '../../../components/ui/busy-button';
import { Message, Outcome } from '../../../components/ui/message';
import { msg, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { accountApi } from '../api';

/** What the owner can do about it, by reason (the texts of shared/mail-delivery.ts). */
const HINT: Record<UndeliverableReason, string> = {
  bounce: msg(
    'Your mail provider answered that it does not exist or no longer accepts mail, so we stopped sending to it. Check the address; once it receives mail again, choose "Send me mail again".',
  ),
  complaint: msg(
    'A mail we sent was reported as spam from this address, so we stopped sending to it. If you want our mail again (password resets, answers to your questions), choose "Send me mail again".',
  ),
};

/**
 * Shown while mail to the learner's address has stopped (it bounced for good, or a mail was
 * reported as spam): what happened, why, and a way to get mail again. Gone once they asked.
 */
export function MailDeliveryNotice({ email, mark }: { email: string; mark: MailUndeliverable }) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; msg: string } | null>(null);

  const resume = async () => {
    const { status, data } = await accountApi.resumeMail();
    setOutcome({ ok: status === 200, msg: messageOf(data) });
  };

  if (outcome?.ok) return <Message tone="success">{outcome.msg}</Message>;
  return (
    <section className="account__section account__section--warning" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("We couldn't deliver mail to this address.")}</h2>
      <p>
        <strong>{email}</strong>: {t(HINT[mark.reason])}
      </p>
      <ActionButton className="btn btn--primary account__submit" action={resume} working={t('Asking')}>
        {t('Send me mail again')}
      </ActionButton>
      <Outcome of={outcome} />
    </section>
  );
}
