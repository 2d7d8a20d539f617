/**
 * How a course's rating reads, on screen and to a screen reader: the average to one decimal ("4.0",
 * not "4") beside the count, and a course nobody rated says so rather than showing zero stars.
 */
import { type RatingSummary, STARS_MAX } from '@shared/ratings';
import { t } from '../../i18n';

/** What a course nobody rated shows instead of stars. */
export const noRatings = () => t('No ratings yet');

/** A summary that has ratings to show, or null for none (absent, zero count or no average). */
export function rated(rating: RatingSummary | null | undefined): { average: number; count: number } | null {
  if (!rating || rating.count <= 0 || rating.average === null) return null;
  return { average: rating.average, count: rating.count };
}

export const averageText = (average: number) => average.toFixed(1);

/** "Rated 4.3 out of 5 by 12 learners", or "No ratings yet". */
export function ratingLabel(rating: RatingSummary | null | undefined): string {
  const shown = rated(rating);
  if (!shown) return noRatings();
  return t('Rated {average} out of {max} by {count, plural, one {# learner} other {# learners}}', {
    average: averageText(shown.average),
    max: STARS_MAX,
    count: shown.count,
  });
}

/** "5 stars", "1 star": a choice of stars as read out. */
export const starsText = (stars: number) => t('{stars, plural, one {# star} other {# stars}}', { stars });
