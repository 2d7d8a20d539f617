import { countText } from '../../../lib/count-text';
import { OFFERS } from '../content';
import { useCatalogueCounts } from '../hooks/use-catalogue-counts';

export function OfferStrip() {
  const counts = useCatalogueCounts();
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="container">
        <div className="offers__card">
          <h2 id="offers-title" className="offers__title">
            What we offer
          </h2>
          <ul className="offers__list">
            {OFFERS.map((offer) => {
              // A counted figure waits for the live catalogue rather than show a number it cannot vouch for.
              const value = 'count' in offer ? (counts ? countText(counts[offer.count]) : null) : offer.value;
              return (
                <li key={offer.label} className="offers__item">
                  <strong className="offers__value" aria-busy={value === null || undefined}>
                    {value ?? '…'}
                  </strong>
                  <span className="offers__label">{offer.label}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
