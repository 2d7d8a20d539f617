/** The fixed placeholder rating every course shows (spec: rating counts are placeholder text). */
export const PLACEHOLDER_RATING_COUNT = '(1,024)';

export function Rating() {
  return (
    <p className="rating">
      <span className="rating__stars" role="img" aria-label="Rated 5 out of 5">
        ★★★★★
      </span>{' '}
      <span className="rating__count">{PLACEHOLDER_RATING_COUNT}</span>
    </p>
  );
}
