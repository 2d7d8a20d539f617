/**
 * The learner's own rating on the course page: rate the course, or see the rating given with Edit
 * and Delete (deleting asks first). Who may rate is the server's rule (enrolled, a lesson
 * completed); the page says what is missing before anyone tries, and shows the server's refusal
 * if it still comes.
 */
import {
  type MyRating as Mine,
  RATING_LESSONS_MIN,
  type RatingAnswer,
  type RatingSummary,
} from '@shared/ratings';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ActionButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { ratingsApi } from '../api';
import { starsText } from '../rating-text';
import { ChosenStars } from './chosen-stars';
import { RatingForm } from './rating-form';

/** What the page knows of the reader's place in the course. */
export type RaterState =
  | { kind: 'visitor' }
  | { kind: 'learner'; enrolled: false }
  | { kind: 'learner'; enrolled: true; completed: number; mine: Mine | null };

type Mode = 'view' | 'edit' | 'confirm-delete';

export function MyRating({
  courseId,
  rater,
  onChanged,
}: {
  courseId: string;
  rater: RaterState;
  /** The course's rating after the learner's change. */
  onChanged(rating: RatingSummary): void;
}) {
  const { pathname } = useLocation();
  const known = rater.kind === 'learner' && rater.enrolled ? rater.mine : null;
  // The rating as this page last saw it: the server's answer after a change here.
  const [mine, setMine] = useState<Mine | null>(known);
  const [mode, setMode] = useState<Mode>('view');
  const [outcome, setOutcome] = useState<{ ok: boolean; msg: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The enrolment arrives after the page: take the rating it brings.
  useEffect(() => setMine(known), [known]);

  const switchTo = (next: Mode) => {
    setOutcome(null);
    setMode(next);
  };

  const saved = ({ rating, mine: now }: RatingAnswer) => {
    setMine(now);
    setMode('view');
    setOutcome({ ok: true, msg: t('Thank you for rating this course.') });
    onChanged(rating);
    heading.current?.focus();
  };

  const remove = async () => {
    const { status, data } = await ratingsApi.unrate(courseId);
    if (status === 200 && data.rating) {
      setMine(null);
      onChanged(data.rating);
    }
    setMode('view');
    setOutcome({ ok: status === 200, msg: messageOf(data, t("Your rating wasn't deleted. Try again.")) });
    heading.current?.focus();
  };

  return (
    <div className="my-rating">
      <h3 className="my-rating__title" ref={heading} tabIndex={-1}>
        {t('Your rating')}
      </h3>
      {outcome && <Message tone={outcome.ok ? 'success' : 'error'}>{outcome.msg}</Message>}
      {rater.kind === 'visitor' ? (
        <p className="my-rating__hint">
          <Trans
            id="<0>Log in</0> and complete a lesson of this course to rate it."
            components={[<Link key="0" to={paths.login(pathname)} />]}
          />
        </p>
      ) : !rater.enrolled ? (
        <p className="my-rating__hint">{t('Enrol in this course and complete a lesson to rate it.')}</p>
      ) : mine && mode !== 'edit' ? (
        <>
          <ChosenStars
            as="p"
            className="my-rating__stars"
            stars={mine.stars}
            label={t('You gave {stars}', { stars: starsText(mine.stars) })}
          />
          {mine.review ? (
            <p className="review__text">{mine.review}</p>
          ) : (
            <p className="my-rating__hint">{t('No review written.')}</p>
          )}
          {mode === 'confirm-delete' ? (
            <div className="my-rating__confirm">
              <p>
                {mine.review
                  ? t("Delete your rating and review? It no longer counts toward the course's stars.")
                  : t("Delete your rating? It no longer counts toward the course's stars.")}
              </p>
              <div className="rating-form__actions">
                <ActionButton className="btn btn--danger" action={remove} busyLabel={t('Deleting...')}>
                  {t('Delete')}
                </ActionButton>
                <button type="button" className="btn btn--ghost" onClick={() => setMode('view')}>
                  {t('Keep it')}
                </button>
              </div>
            </div>
          ) : (
            <div className="rating-form__actions">
              <button type="button" className="btn btn--ghost" onClick={() => switchTo('edit')}>
                {t('Edit your rating')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => switchTo('confirm-delete')}>
                {t('Delete your rating')}
              </button>
            </div>
          )}
        </>
      ) : rater.completed < RATING_LESSONS_MIN && !mine ? (
        <p className="my-rating__hint">
          {t('Complete at least one lesson of this course before you rate it.')}
        </p>
      ) : (
        <RatingForm
          courseId={courseId}
          mine={mine}
          label={t('Rate this course')}
          submitLabel={t('Save rating')}
          onSaved={saved}
        >
          {mine && (
            <button type="button" className="btn btn--ghost" onClick={() => setMode('view')}>
              {t('Cancel')}
            </button>
          )}
        </RatingForm>
      )}
    </div>
  );
}
