/**
 * In place of the questions while the learner has no attempt left at the quiz: from when the next
 * one is allowed, in their own time, and what to do meanwhile. After a refused submit the form is
 * gone, so focus comes here, where a screen reader starts reading.
 */
import { QUIZ_ATTEMPT_WINDOW_HOURS, QUIZ_ATTEMPTS_PER_QUIZ } from '@shared/quizzes';
import { type ReactNode, useEffect, useRef } from 'react';
import { Trans, t } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';

export function AttemptsUsedUp({
  retryAt,
  takeFocus,
  actions,
}: {
  retryAt: string;
  takeFocus: boolean;
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className="quiz-notice" aria-labelledby="quiz-notice-heading">
      <h2 id="quiz-notice-heading" ref={heading} tabIndex={-1} className="quiz-notice__heading">
        {t('No attempts left for now')}
      </h2>
      <p>
        <Trans
          id="You have used the {attempts} attempts this quiz allows in {hours} hours. Your next attempt is allowed from <0>{when}</0>."
          values={{
            attempts: QUIZ_ATTEMPTS_PER_QUIZ,
            hours: QUIZ_ATTEMPT_WINDOW_HOURS,
            when: formatDateTime(retryAt),
          }}
          components={[<time key="0" dateTime={retryAt} />]}
        />
      </p>
      <p>{t('Meanwhile, watch the lesson again: everything the quiz asks is in it.')}</p>
      <div className="quiz-actions">{actions}</div>
    </section>
  );
}
