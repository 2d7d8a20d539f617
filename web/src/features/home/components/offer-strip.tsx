import { OFFERS } from '../content';

export function OfferStrip() {
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="container">
        <div className="offers__card">
          <h2 id="offers-title" className="offers__title">
            What we offer
          </h2>
          <ul className="offers__list">
            {OFFERS.map((offer) => (
              <li key={offer.label} className="offers__item">
                <strong className="offers__value">{offer.value}</strong>
                <span className="offers__label">{offer.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
