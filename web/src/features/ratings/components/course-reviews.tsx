/**
 * The course page's ratings and reviews: the course's stars with how many gave each number, the
 * reader's own rating, and the reviews, most helpful or newest first, 20 at a time with
 * "Show more". Loaded lazily (course-reviews-lazy.tsx).
 */
import type { MyRating as Mine, RatingSummary, ReviewSort } from '@shared/ratings';
import { useEffect } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { msg, t } from '../../../i18n';
import { useSession } from '../../auth';
import { useReviews } from '../hooks/use-reviews';
import { MyRating, type RaterState } from './my-rating';
import { RatingBreakdown } from './rating-breakdown';
import { type Reader, ReviewItem } from './review-item';
import '../ratings.css';

export interface CourseReviewsProps {
  courseId: string;
  /** The learner's place in the course once known; null while unknown, logged out or not enrolled. */
  enrolment: { completed: number; mine: Mine | null } | null;
  /** The course's rating as the reviews or a change of the learner's own tell it, fresher than the page's. */
  onSummary(rating: RatingSummary): void;
}

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'helpful', label: msg('Most helpful') },
  { value: 'newest', label: msg('Newest') },
];

export function CourseReviews({ courseId, enrolment, onSummary }: CourseReviewsProps) {
  const session = useSession();
  const reader: Reader = { loggedIn: session.loggedIn, admin: session.role === 'admin' };
  const reviews = useReviews(courseId, `${session.loggedIn} ${session.name}`);
  const { state } = reviews;
  const rater: RaterState = !session.loggedIn
    ? { kind: 'visitor' }
    : enrolment
      ? { kind: 'learner', enrolled: true, ...enrolment }
      : { kind: 'learner', enrolled: false };
  const summary = state.kind === 'ready' ? state.summary : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per new summary
  useEffect(() => {
    if (summary) onSummary(summary);
  }, [summary?.average, summary?.count]);

  return (
    <div className="reviews__body">
      {state.kind === 'ready' && <RatingBreakdown summary={state.summary} histogram={state.histogram} />}
      <MyRating
        courseId={courseId}
        rater={rater}
        onChanged={(rating) => {
          onSummary(rating);
          reviews.reload();
        }}
      />
      <div className="reviews__bar">
        <h3 className="reviews__title">{t('Reviews')}</h3>
        <label className="reviews__sort">
          {t('Sort by')}{' '}
          <select value={reviews.sort} onChange={(e) => reviews.setSort(e.target.value as ReviewSort)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.kind === 'loading' ? (
        <p className="reviews__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t('Loading reviews...')}
        </p>
      ) : state.kind === 'failed' ? (
        <LoadFailed
          msg={t("The reviews weren't loaded. {reason}", { reason: state.msg })}
          onRetry={async () => reviews.reload()}
        />
      ) : state.items.length === 0 ? (
        <p className="reviews__status">
          {state.summary.count > 0
            ? t('No written reviews yet: so far learners have given stars only.')
            : t('No reviews yet. Learners who complete a lesson can rate this course.')}
        </p>
      ) : (
        <>
          <ul className="reviews__list" aria-label={t('Reviews')}>
            {state.items.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                reader={reader}
                onChange={(update) => reviews.change(review._id, update)}
                onDeleted={() => reviews.reload()}
              />
            ))}
          </ul>
          {state.next && (
            <BusyButton
              className="btn btn--ghost reviews__more"
              onClick={() => void reviews.loadMore()}
              busy={reviews.loadingMore}
              busyLabel={t('Loading...')}
            >
              {t('Show more reviews')}
            </BusyButton>
          )}
        </>
      )}
    </div>
  );
}
