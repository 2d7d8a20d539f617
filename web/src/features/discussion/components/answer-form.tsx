/**
 * The answer box under a thread: up to 2000 characters, checked with the server's rule first. Text
 * over the limit is kept, with a red counter.
 */
import { POST_BODY_MAX, postBody } from '@shared/discussion';
import { type FormEvent, useRef } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextAreaField } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { characterCount } from '../../../lib/character-count';
import { useCheckedText } from '../../../lib/use-checked-text';

export function AnswerForm({
  busy,
  onPost,
}: {
  busy: boolean;
  /** Sends the answer; resolves true when it was stored (the box then empties). */
  onPost(body: string): Promise<boolean>;
}) {
  const { text, setText, setProblem, field: answer } = useCheckedText();
  const field = useRef<HTMLTextAreaElement>(null);
  const count = characterCount(text, POST_BODY_MAX, 'discussion__count');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = postBody(text, 'Your answer');
    if (!body.ok) {
      setProblem(refusalMessage(body));
      field.current?.focus();
      return;
    }
    setProblem(undefined);
    if (await onPost(body.value)) setText('');
    field.current?.focus();
  };

  return (
    <form className="form answer-form" onSubmit={onSubmit} noValidate aria-label={t('Answer this question')}>
      <TextAreaField
        ref={field}
        label={t('Your answer')}
        hint={count.shown}
        hintClassName={count.className}
        {...answer}
      />
      <div className="discussion__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel={t('Posting...')}>
          {t('Post answer')}
        </BusyButton>
      </div>
    </form>
  );
}
