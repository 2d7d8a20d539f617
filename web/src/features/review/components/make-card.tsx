/**
 * "Make a review card" on a note: opens a small form for an optional question (blank: the card asks
 * with the note's title), makes the card, and then says so with a link to the review page. A note
 * that has a card already says that instead. Escape or Cancel closes the form with focus back on
 * the button that opened it.
 */
import { CARD_FRONT_MAX } from '@shared/review';
import { textProblem } from '@shared/text';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { isOk, messageOf } from '../../../lib/api';
import { characterCount, tooLong } from '../../../lib/character-count';
import { type NoteOfCard, reviewApi } from '../api';
import '../review.css';
import { t } from '../../../i18n';
import { sharedMessage } from '../../../i18n/shared-messages';

type Stage = { kind: 'closed' } | { kind: 'open'; failed?: string } | { kind: 'made' | 'exists' };

export function MakeCard({ note, noteTitle }: { note: NoteOfCard; noteTitle: string }) {
  const [stage, setStage] = useState<Stage>({ kind: 'closed' });
  const [front, setFront] = useState('');
  const [busy, setBusy] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const frontRef = useRef<HTMLInputElement>(null);
  const count = characterCount(front, CARD_FRONT_MAX);
  const found = textProblem(front);
  const problem = count.over ? tooLong(t('A question'), CARD_FRONT_MAX) : found && sharedMessage(found);

  useEffect(() => {
    if (stage.kind === 'open') frontRef.current?.focus();
  }, [stage.kind]);

  const close = () => {
    setStage({ kind: 'closed' });
    // The opener renders again on the next paint; focus it then.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return frontRef.current?.focus();
    setBusy(true);
    const answer = await reviewApi.make(note, front.trim());
    setBusy(false);
    if (isOk(answer.status)) setStage({ kind: 'made' });
    else if (answer.status === 409) setStage({ kind: 'exists' });
    else
      setStage({
        kind: 'open',
        failed: messageOf(answer.data, t('The review card could not be made. Try again.')),
      });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  if (stage.kind === 'made' || stage.kind === 'exists') {
    return (
      <div className="make-card__done">
        <Message tone={stage.kind === 'made' ? 'success' : 'info'}>
          {stage.kind === 'made'
            ? t('Review card made. It is due now.')
            : t('This note already has a review card.')}
        </Message>
        <Link to={paths.review}>{t('Review now')}</Link>
      </div>
    );
  }
  if (stage.kind === 'closed') {
    return (
      <button
        ref={openerRef}
        type="button"
        className="btn btn--ghost make-card__open"
        aria-label={t('Make a review card of note {title}', { title: noteTitle })}
        onClick={() => setStage({ kind: 'open' })}
      >
        {t('Make a review card')}
      </button>
    );
  }
  return (
    <form
      className="form make-card"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      aria-label={t('Review card of note {title}', { title: noteTitle })}
    >
      <Field
        ref={frontRef}
        label={t('Question (optional)')}
        value={front}
        hint={t("{count}. Leave it blank to ask with the note's title.", { count: count.shown })}
        hintClassName={count.className || undefined}
        error={problem ?? undefined}
        onChange={(e) => setFront(e.target.value)}
      />
      {stage.kind === 'open' && stage.failed && <Message tone="error">{stage.failed}</Message>}
      <div className="make-card__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy}>
          {t('Make card')}
        </BusyButton>
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
