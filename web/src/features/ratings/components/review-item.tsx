/**
 * One review: who wrote it and when, their stars and text, how many found it helpful, and what the
 * reader may do with it: mark it helpful and report it (logged in, not the author), or delete it
 * (an admin).
 */
import type { ReviewItem as Review } from '@shared/ratings';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionButton } from '../../../components/ui/busy-button';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { formatDate } from '../../../lib/time';
import { ratingsApi } from '../api';
import { ChosenStars } from './chosen-stars';
import { ReportForm } from './report-form';

export type Reader = { loggedIn: boolean; admin: boolean };

const helpfulText = (n: number) =>
  t('{count, plural, one {# learner found this helpful} other {# learners found this helpful}}', {
    count: n,
  });

export function ReviewItem({
  review,
  reader,
  onChange,
  onDeleted,
}: {
  review: Review;
  reader: Reader;
  onChange(update: Partial<Review>): void;
  onDeleted(): void;
}) {
  const [marking, setMarking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const canMark = reader.loggedIn && !review.mine;
  const edited = review.updatedAt !== review.createdAt;

  const mark = async () => {
    setMarking(true);
    const value = review.myHelpful ? 0 : 1;
    const { status, data } = await ratingsApi.markHelpful(review._id, value);
    setMarking(false);
    if (status === 200 && typeof data.helpful === 'number')
      onChange({ helpful: data.helpful, myHelpful: data.myHelpful });
    else toast.error(failure(t("Your mark wasn't saved"), t('Try again.'), { status, data }));
  };

  const remove = async () => {
    const { status, data } = await ratingsApi.deleteReview(review._id);
    if (status === 200 || status === 404) {
      toast.success(status === 200 ? t('The review was deleted.') : t('This review no longer exists.'));
      onDeleted();
    } else toast.error(failure(t("The review wasn't deleted"), t('Try again.'), { status, data }));
  };

  return (
    <li className="review">
      <p className="review__head">
        <strong className="review__author">
          {review.mine ? t('{name} (you)', { name: review.author }) : review.author}
        </strong>
        <ChosenStars stars={review.stars} />
        <time className="review__date" dateTime={review.updatedAt}>
          {formatDate(review.updatedAt)}
          {edited && ` ${t('(edited)')}`}
        </time>
      </p>
      <p className="review__text">{review.review}</p>
      <div className="review__actions">
        {canMark ? (
          <ToggleButton
            className="btn btn--ghost review__helpful"
            pressed={review.myHelpful === 1}
            busy={marking}
            onPress={mark}
          >
            <span aria-hidden="true">{t('Helpful ({count})', { count: review.helpful })}</span>
            <span className="visually-hidden">
              {t('Helpful: {tally}', { tally: helpfulText(review.helpful) })}
            </span>
          </ToggleButton>
        ) : (
          review.helpful > 0 && <p className="review__helpful-tally">{helpfulText(review.helpful)}</p>
        )}
        {canMark && !reporting && (
          <button type="button" className="btn btn--ghost" onClick={() => setReporting(true)}>
            {t('Report')}
          </button>
        )}
        {reader.admin && (
          <ActionButton className="btn btn--danger" action={remove} busyLabel={t('Deleting...')}>
            {t('Delete review')}
          </ActionButton>
        )}
      </div>
      {reporting && (
        <ReportForm reviewId={review._id} author={review.author} onClose={() => setReporting(false)} />
      )}
    </li>
  );
}
