/**
 * A learner's choice of stars (on a review, their own rating): that many filled glyphs, then
 * outlines up to five, read out as one phrase ("4 stars out of 5") in place of the glyphs.
 */
import { STARS_MAX } from '@shared/ratings';
import { t } from '../../../i18n';
import { starsText } from '../rating-text';

export function ChosenStars({
  stars,
  label = starsText(stars),
  as: Tag = 'span',
  className = 'review__stars',
}: {
  stars: number;
  /** What is read out before "out of 5". */
  label?: string;
  as?: 'span' | 'p';
  className?: string;
}) {
  return (
    <Tag
      className={className}
      role="img"
      aria-label={t('{stars} out of {max}', { stars: label, max: STARS_MAX })}
    >
      {'★'.repeat(stars)}
      <span className="review__stars-off">{'☆'.repeat(STARS_MAX - stars)}</span>
    </Tag>
  );
}
