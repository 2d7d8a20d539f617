/**
 * The review page: the due cards one at a time. The question first; Space (or "Show answer") turns
 * the card; 1 to 4 grade it (Again, Hard, Good, Easy), and the next comes. Focus follows the card
 * (the "Show answer" button, then the answer), a live region says what happened and how many cards
 * are left, and the buttons are phone-sized. The note on the back plays its video from its second.
 */
import { formatPosition } from '@shared/learning';
import { type DueCard, REVIEW_GRADES, type ReviewGrade } from '@shared/review';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Message } from '../../../components/ui/message';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { nextReviewText } from '../next-review';
import { type Graded, type SessionState, useReviewSession } from '../use-review-session';
import '../review.css';
import { msg, Trans, t } from '../../../i18n';

const GRADE_NAMES: Record<ReviewGrade, string> = {
  again: msg('Again'),
  hard: msg('Hard'),
  good: msg('Good'),
  easy: msg('Easy'),
};
/** The key's name as printed on keyboards, the same in every language. */
const SPACE = 'Space';
/** The key that grades: 1 for again … 4 for easy. */
const keyOf = (grade: ReviewGrade) => String(REVIEW_GRADES.indexOf(grade) + 1);

export const EMPTY_TEXT = msg('No cards due.');

const cardsLeft = (left: number) =>
  t('{left, plural, =0 {No cards left} one {# card left} other {# cards left}}', { left });

/** Keys typed into a field, or with a modifier, are the field's or the browser's, never a grade. */
function isForUs(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

export default function ReviewPage() {
  const [announcement, setAnnouncement] = useState('');
  const announceGrade = useCallback((graded: Graded, left: number) => {
    const back = nextReviewText(graded.due, Date.now());
    setAnnouncement(
      t('{grade}: back {when}. {left}.', {
        grade: t(GRADE_NAMES[graded.grade]),
        when: back,
        left: cardsLeft(left),
      }),
    );
  }, []);
  const { state, show, grade, remove, reload } = useReviewSession(announceGrade);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (state.kind !== 'reviewing' || !isForUs(event)) return;
      if (event.key === ' ') {
        // On a button or link Space is that control's own (on "Show answer" it turns the card too).
        if (state.shown || (event.target as HTMLElement | null)?.closest('button, a')) return;
        event.preventDefault();
        show();
        return;
      }
      const chosen = REVIEW_GRADES.find((g) => keyOf(g) === event.key);
      if (chosen && state.shown) {
        event.preventDefault();
        void grade(chosen);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state, show, grade]);

  return (
    <div className="container page review">
      <title>{t('Review | LearnFree')}</title>
      <h1>{t('Review')}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <SessionView state={state} show={show} grade={grade} remove={remove} reload={reload} />
      <KeysHelp />
    </div>
  );
}

function SessionView({
  state,
  show,
  grade,
  remove,
  reload,
}: {
  state: SessionState;
  show(): void;
  grade(chosen: ReviewGrade): Promise<void>;
  remove(): Promise<void>;
  reload(): Promise<void>;
}) {
  switch (state.kind) {
    case 'loading':
      return <PageSpinner label={t('Loading your review cards...')} />;
    case 'failed':
      return <LoadFailed msg={state.msg} onRetry={reload} />;
    case 'empty':
      return (
        <p className="lead review__empty">
          {t(EMPTY_TEXT)} <Link to={paths.dashboard}>{t('Make cards from your notes.')}</Link>
        </p>
      );
    case 'done':
      return <Done reviewed={state.reviewed} />;
    case 'reviewing':
      return (
        <CardView
          key={`${state.card._id}@${state.card.due}`}
          state={state}
          show={show}
          grade={grade}
          remove={remove}
        />
      );
  }
}

function Done({ reviewed }: { reviewed: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="review__done" aria-labelledby="review-done">
      <h2 id="review-done" ref={headingRef} tabIndex={-1}>
        {t('All done')}
      </h2>
      <p>
        {t(
          '{count, plural, one {You reviewed # card. Each comes back when it is due.} other {You reviewed # cards. Each comes back when it is due.}}',
          { count: reviewed },
        )}
      </p>
      <Link className="btn btn--primary" to={paths.dashboard}>
        {t('Back to the dashboard')}
      </Link>
    </section>
  );
}

function CardView({
  state,
  show,
  grade,
  remove,
}: {
  state: Extract<SessionState, { kind: 'reviewing' }>;
  show(): void;
  grade(chosen: ReviewGrade): Promise<void>;
  remove(): Promise<void>;
}) {
  const { card, shown, busy, left, problem } = state;
  const frontId = useId();
  const showRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);

  // A new card (each mounts anew): focus on turning it. The card turned: focus on the answer.
  useEffect(() => {
    if (shown) answerRef.current?.focus();
    else showRef.current?.focus();
  }, [shown]);

  return (
    <article className="review-card" aria-labelledby={frontId}>
      <p className="review__left">{cardsLeft(left)}</p>
      <p className="review-card__kicker">{t('Question')}</p>
      <h2 id={frontId} className="review-card__front">
        {card.front}
      </h2>
      {shown ? (
        <Answer card={card} answerRef={answerRef} busy={busy} grade={grade} />
      ) : (
        <button ref={showRef} type="button" className="btn btn--primary review__show" onClick={show}>
          {t('Show answer')} <kbd>{SPACE}</kbd>
        </button>
      )}
      {problem && <Message tone="error">{problem}</Message>}
      <p className="review-card__remove">
        <BusyButton className="link-button" busy={busy} onClick={() => void remove()}>
          {t('Delete this card')}
        </BusyButton>{' '}
        {t('(the note stays)')}
      </p>
    </article>
  );
}

function Answer({
  card,
  answerRef,
  busy,
  grade,
}: {
  card: DueCard;
  answerRef: React.RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  grade(chosen: ReviewGrade): Promise<void>;
}) {
  const { back } = card;
  const where = [back.courseName, back.lessonName].filter(Boolean).join(' · ');
  const playable = back.position !== undefined && back.lessonName !== null;
  return (
    <section className="review-card__back" aria-label={t('Answer')}>
      <h3 ref={answerRef} tabIndex={-1} className="review-card__title">
        {back.title}
      </h3>
      <p className="review-card__content">{back.content}</p>
      {where && <p className="review-card__source">{where}</p>}
      <p>
        {playable ? (
          <Link
            className="btn btn--ghost"
            to={paths.playAt(back.courseId, back.lessonId, back.position ?? 0)}
          >
            {t('Play from {time}', { time: formatPosition(back.position ?? 0) })}
          </Link>
        ) : (
          <Link className="btn btn--ghost" to={paths.playLesson(back.courseId, back.lessonId)}>
            {t('Open the lesson')}
          </Link>
        )}
      </p>
      <fieldset className="review__grades">
        <legend>{t('How well did you remember it?')}</legend>
        {REVIEW_GRADES.map((g) => (
          <BusyButton
            key={g}
            className={`btn ${g === 'good' ? 'btn--primary' : 'btn--ghost'} review__grade`}
            busy={busy}
            aria-keyshortcuts={keyOf(g)}
            onClick={() => void grade(g)}
          >
            {t(GRADE_NAMES[g])} <kbd>{keyOf(g)}</kbd>
          </BusyButton>
        ))}
      </fieldset>
    </section>
  );
}

function KeysHelp() {
  return (
    <section className="review__keys" aria-labelledby="review-keys">
      <h2 id="review-keys">{t('Keyboard')}</h2>
      <ul>
        <li>
          <Trans id="<0>Space</0> shows the answer" components={[<kbd key="0" />]} />
        </li>
        <li>
          <Trans
            id="<0>1</0> Again, <1>2</1> Hard, <2>3</2> Good, <3>4</3> Easy grade the card"
            components={[<kbd key="0" />, <kbd key="1" />, <kbd key="2" />, <kbd key="3" />]}
          />
        </li>
      </ul>
    </section>
  );
}
