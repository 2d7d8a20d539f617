/**
 * A course's rating wherever it shows (cards, the course page and its fixed bar, the player): five
 * stars filled as far as the real average, the average to one decimal and the number of ratings, or
 * "No ratings yet". A screen reader hears one sentence ("Rated 4.3 out of 5 by 12 learners") in
 * place of the glyphs and numbers.
 */
import { type RatingSummary, STARS_MAX } from '@shared/ratings';
import { countText } from '../../../lib/count-text';
import { averageText, noRatings, rated, ratingLabel } from '../rating-text';
import '../stars.css';

export function Stars({
  rating,
  className,
}: {
  rating: RatingSummary | null | undefined;
  className?: string;
}) {
  const shown = rated(rating);
  // The filled row is clipped to the average's share of five, over a row of outlines.
  const fill = shown ? `${(Math.min(shown.average, STARS_MAX) / STARS_MAX) * 100}%` : '0%';
  return (
    <p className={className ? `rating ${className}` : 'rating'} role="img" aria-label={ratingLabel(rating)}>
      {shown && <span className="rating__average">{averageText(shown.average)}</span>}{' '}
      {/* The glyphs are drawn by the style sheet: the text of the rating is its numbers alone. */}
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__off" />
        <span className="rating__on" style={{ width: fill }} />
      </span>{' '}
      <span className="rating__count">{shown ? `(${countText(shown.count)})` : noRatings()}</span>
    </p>
  );
}
