/**
 * The player's request for a rating: a small card among the course's progress, never a dialog, so
 * the video and the lessons stay in reach. It appears once promptDue says so; rating the course
 * or pressing "No thanks" (which the server keeps, so no device asks again) ends it for good.
 */
import type { RatingPrompt as PromptState, RatingSummary } from '@shared/ratings';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { ratingsApi } from '../api';
import { promptDue } from '../prompt-rule';
import { RatingForm } from './rating-form';
import '../ratings.css';

type Shown = PromptState | 'thanked';

export function RatingPrompt({
  courseId,
  state,
  completed,
  lessons,
  onRated,
}: {
  courseId: string;
  /** `ratingPrompt` of the play answer. */
  state: PromptState | undefined;
  /** How many of the course's lessons the learner has completed, and how many it has. */
  completed: number;
  lessons: number;
  /** The course's rating after the learner's, for the stars shown elsewhere on the page. */
  onRated(rating: RatingSummary): void;
}) {
  const [shown, setShown] = useState<Shown | undefined>(state);
  const [problem, setProblem] = useState<string | null>(null);
  const [farewell, setFarewell] = useState<string | null>(null);
  const heading = useId();
  const after = useRef<HTMLParagraphElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  const dismiss = async () => {
    const { status, data } = await ratingsApi.dismissPrompt(courseId);
    if (status !== 200) return setProblem(messageOf(data, t("That wasn't saved. Try again.")));
    setShown('dismissed');
    setFarewell(messageOf(data, t('We will not ask again.')));
    // The card is gone; the reply takes its place and the focus, so the keyboard keeps its place.
    requestAnimationFrame(() => after.current?.focus());
  };

  if (farewell)
    return (
      <p className="rating-prompt__after" ref={after} tabIndex={-1} role="status">
        {farewell}
      </p>
    );
  if (shown === 'thanked')
    return (
      <section className="rating-prompt" aria-labelledby={heading}>
        <h2 id={heading} className="rating-prompt__title" ref={thanks} tabIndex={-1}>
          {t('Thank you for rating this course')}
        </h2>
        <p className="rating-prompt__text" role="status">
          <Trans
            id="You can change or delete your rating on the <0>course page</0>."
            components={[<Link key="0" to={paths.courseDetail(courseId)} />]}
          />
        </p>
      </section>
    );
  if (!promptDue(shown, completed, lessons)) return null;
  return (
    <section className="rating-prompt" aria-labelledby={heading}>
      <h2 id={heading} className="rating-prompt__title">
        {t('How is this course so far?')}
      </h2>
      <p className="rating-prompt__text">
        {t('Your stars help other learners choose a course worth finishing.')}
      </p>
      <RatingForm
        courseId={courseId}
        label={t('Rate this course')}
        submitLabel={t('Rate')}
        reviewShown={false}
        onSaved={({ rating }) => {
          setShown('thanked');
          onRated(rating);
          // The form and its focused button are gone: the thanks takes the focus.
          requestAnimationFrame(() => thanks.current?.focus());
        }}
      >
        <ActionButton className="btn btn--ghost" action={dismiss} busyLabel={t('Closing...')}>
          {t('No thanks')}
        </ActionButton>
      </RatingForm>
      {problem && <Message tone="error">{problem}</Message>}
    </section>
  );
}
