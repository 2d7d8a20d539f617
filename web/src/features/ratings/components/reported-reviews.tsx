/**
 * Reported course reviews on the admins' moderation page, beside the reported chat messages: each
 * review with its course, its reports, and what an admin can do about it: delete it (its rating goes
 * with it, so the course's stars change; asked twice) or dismiss the reports.
 */
import type { ReportedReview } from '@shared/ratings';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ActionButton } from '../../../components/ui/busy-button';
import { PostReports } from '../../../components/ui/post-reports';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { isOk, messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { formatDateTime } from '../../../lib/time';
import { ratingsApi } from '../api';
import { ChosenStars } from './chosen-stars';

export function ReportedReviews({ reviews, onDone }: { reviews: ReportedReview[]; onDone(): void }) {
  return (
    <section className="reported-reviews" aria-labelledby="reported-reviews-title">
      <h2 id="reported-reviews-title">{t('Reported reviews')}</h2>
      {reviews.length === 0 ? (
        <p>{t('No course review is reported.')}</p>
      ) : (
        <ul className="chat-reports__list">
          {reviews.map((entry) => (
            <ReportedEntry key={entry.review._id} entry={entry} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportedEntry({ entry, onDone }: { entry: ReportedReview; onDone(): void }) {
  const { review, reports } = entry;
  const [confirming, setConfirming] = useState(false);
  const about = (
    <ScreenReaderSuffix>{t('the review by {author}', { author: review.author })}</ScreenReaderSuffix>
  );

  const act = async (call: () => ReturnType<typeof ratingsApi.deleteReview>, what: string) => {
    const { status, data } = await call();
    if (isOk(status)) toast.success(messageOf(data));
    else toast.error(failure(what, t('Try again.'), { status, data }));
    onDone();
  };
  const deleteReview = () => act(() => ratingsApi.deleteReview(review._id), t("The review wasn't deleted"));
  const dismissReports = () =>
    act(() => ratingsApi.dismissReports(review._id), t("The reports weren't dismissed"));

  return (
    <li className="panel">
      <p className="review__head">
        <strong>{review.author}</strong>
        <ChosenStars stars={review.stars} />
        <Link to={paths.courseDetail(review.courseId)}>
          {t('The course')}
          <ScreenReaderSuffix>{t('of the review by {author}', { author: review.author })}</ScreenReaderSuffix>
        </Link>
      </p>
      <p className="review__text">{review.review}</p>
      <PostReports
        reports={reports}
        post={t('the review by {author}', { author: review.author })}
        heading="h3"
        time={(iso) => <time dateTime={iso}>{formatDateTime(iso)}</time>}
      />
      {confirming ? (
        <div className="rating-form__actions">
          <p>{t("Delete this review and its rating? The course's stars will no longer count it.")}</p>
          <ActionButton className="btn btn--danger" action={deleteReview} busyLabel={t('Deleting...')}>
            {t('Delete')}
            {about}
          </ActionButton>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('Keep it')}
          </button>
        </div>
      ) : (
        <div className="rating-form__actions">
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            {t('Delete the review')}
            <ScreenReaderSuffix>{t('by {author}', { author: review.author })}</ScreenReaderSuffix>
          </button>
          <ActionButton className="btn btn--ghost" action={dismissReports} busyLabel={t('Dismissing...')}>
            {t('Dismiss the reports')}
            <ScreenReaderSuffix>
              {t('on the review by {author}', { author: review.author })}
            </ScreenReaderSuffix>
          </ActionButton>
        </div>
      )}
    </li>
  );
}
