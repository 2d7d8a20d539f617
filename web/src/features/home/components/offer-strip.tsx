import { t } from '../../../i18n';
import { countText } from '../../../lib/count-text';
import { OFFERS } from '../content';
import { useHomeCatalogue } from '../hooks/use-home-catalogue';

export function OfferStrip() {
  const counts = useHomeCatalogue().catalogue?.counts;
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="container">
        <div className="offers__card">
          <h2 id="offers-title" className="offers__title">
            {t('What we offer')}
          </h2>
          <ul className="offers__list">
            {OFFERS.map((offer) => {
              // A figure waits for the live catalogue rather than show a number it cannot vouch for.
              const value = counts ? countText(counts[offer.count]) : null;
              return (
                <li key={offer.label} className="offers__item">
                  <strong className="offers__value" aria-busy={value === null || undefined}>
                    {value ?? '…'}
                  </strong>
                  <span className="offers__label">{t(offer.label)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
