/**
 * The course page's reviews section, fetched as a chunk of its own once the page shows: its forms
 * and list are not part of the course page's first load. The heading is there from the start, so
 * the section does not jump when the list arrives.
 */
import { lazy, Suspense } from 'react';
import { t } from '../../../i18n';
import type { CourseReviewsProps } from './course-reviews';

const Reviews = lazy(() =>
  import('./course-reviews').then(({ CourseReviews }) => ({ default: CourseReviews })),
);

export function CourseReviews(props: CourseReviewsProps) {
  return (
    <section className="course-detail__section reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('Ratings and reviews')}</h2>
      <Suspense fallback={<p className="reviews__status">{t('Loading reviews...')}</p>}>
        <Reviews {...props} />
      </Suspense>
    </section>
  );
}
