const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/** A rating out of five as stars; the number is what assistive technology reads. */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the star's position is its identity
          key={i}
          className={i < rating ? 'stars__on' : 'stars__off'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
