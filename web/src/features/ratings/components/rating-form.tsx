/**
 * The learner's rating of a course: stars and an optional review, checked with the server's rules
 * first, then sent; the server's refusal (not enrolled, no lesson completed, too many ratings) is
 * shown in the form in its own words. Used by the player's prompt and on the course page.
 */
import {
  type MyRating,
  type RatingAnswer,
  REVIEW_MAX,
  reviewText,
  STARS_MAX,
  STARS_MIN,
} from '@shared/ratings';
import { type FormEvent, type ReactNode, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextAreaField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { messageOf } from '../../../lib/api';
import { characterCount } from '../../../lib/character-count';
import { ratingsApi } from '../api';
import { StarPicker } from './star-picker';

export function RatingForm({
  courseId,
  mine,
  label,
  submitLabel,
  reviewShown = true,
  onSaved,
  children,
}: {
  courseId: string;
  /** The rating being changed, if the learner has one. */
  mine?: MyRating | null;
  /** The form's name, as read out ("Rate this course"). */
  label: string;
  submitLabel: string;
  /** False: the review box waits until stars are chosen (the player's small prompt). */
  reviewShown?: boolean;
  onSaved(answer: RatingAnswer): void;
  /** More buttons beside the submit button (Cancel, No thanks). */
  children?: ReactNode;
}) {
  const [stars, setStars] = useState(mine?.stars ?? 0);
  const [review, setReview] = useState(mine?.review ?? '');
  const [problems, setProblems] = useState<{ stars?: string; review?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = characterCount(review, REVIEW_MAX, 'rating-form__count');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const text = reviewText(review, 'Your review');
    const found = {
      stars: stars ? undefined : t('Choose from {min} to {max} stars.', { min: STARS_MIN, max: STARS_MAX }),
      review: text.ok ? undefined : refusalMessage(text),
    };
    setProblems(found);
    setRefusal(null);
    if (found.stars || found.review || !text.ok) return;
    setSaving(true);
    const { status, data } = await ratingsApi.rate(courseId, { stars, review: text.value });
    setSaving(false);
    if (status === 200 && data.rating && data.mine) onSaved({ rating: data.rating, mine: data.mine });
    else setRefusal(messageOf(data, t("Your rating wasn't saved. Try again.")));
  };

  return (
    <form className="rating-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <StarPicker
        legend={t('Your rating')}
        value={stars}
        error={problems.stars}
        onChange={(chosen) => {
          setStars(chosen);
          setProblems((now) => ({ ...now, stars: undefined }));
        }}
      />
      {(reviewShown || stars > 0) && (
        <TextAreaField
          label={t('Your review (optional)')}
          value={review}
          rows={3}
          error={problems.review}
          hint={count.shown}
          hintClassName={count.className}
          onChange={(e) => {
            setReview(e.target.value);
            setProblems((now) => ({ ...now, review: undefined }));
          }}
        />
      )}
      {refusal && <Message tone="error">{refusal}</Message>}
      <div className="rating-form__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={saving} busyLabel={t('Saving...')}>
          {submitLabel}
        </BusyButton>
        {children}
      </div>
    </form>
  );
}
