/**
 * Reporting a review to the admins, under the review: why (1 to 200 characters, the chat's report
 * rule), then the server's answer in place of the form. Focus goes to the box when it opens and to
 * the answer once sent.
 */
import { LIMITS } from '@shared/constants';
import { reviewReportSchema } from '@shared/ratings';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { SubmitOrCancel } from '../../../components/ui/submit-or-cancel';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { isOk, messageOf } from '../../../lib/api';
import { characterCount } from '../../../lib/character-count';
import { useCheckedText } from '../../../lib/use-checked-text';
import { ratingsApi } from '../api';

export function ReportForm({
  reviewId,
  author,
  onClose,
}: {
  reviewId: string;
  author: string;
  onClose(): void;
}) {
  const { text: reason, setProblem, field: reasonField } = useCheckedText();
  const [outcome, setOutcome] = useState<{ ok: boolean; msg: string } | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const count = characterCount(reason, LIMITS.chatMessageMax, 'rating-form__count');

  useEffect(() => box.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = reviewReportSchema({ reason });
    if (!checked.ok) {
      setProblem(refusalMessage(checked));
      box.current?.focus();
      return;
    }
    setSending(true);
    const { status, data } = await ratingsApi.report(reviewId, checked.value.reason);
    setSending(false);
    setOutcome({ ok: isOk(status), msg: messageOf(data, t("Your report wasn't sent. Try again.")) });
  };

  if (outcome?.ok) return <Message tone="success">{outcome.msg}</Message>;
  return (
    <form
      className="rating-form review__report"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('Report the review by {author}', { author })}
    >
      <TextAreaField
        ref={box}
        label={t('Why are you reporting this review?')}
        rows={2}
        hint={count.shown}
        hintClassName={count.className}
        {...reasonField}
      />
      {outcome && <Message tone="error">{outcome.msg}</Message>}
      <SubmitOrCancel
        className="rating-form__actions"
        busy={sending}
        busyLabel={t('Sending...')}
        onCancel={onClose}
      >
        {t('Send report')}
      </SubmitOrCancel>
    </form>
  );
}
