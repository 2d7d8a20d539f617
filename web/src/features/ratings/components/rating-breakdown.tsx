/** The course's rating at the top of its reviews: the stars, and how many learners gave each number. */
import { type RatingSummary, STARS_MAX, type StarHistogram } from '@shared/ratings';
import { t } from '../../../i18n';
import { countText } from '../../../lib/count-text';
import { starsText } from '../rating-text';
import { Stars } from './stars';

const ROWS = Array.from({ length: STARS_MAX }, (_, i) => STARS_MAX - i);

export function RatingBreakdown({
  summary,
  histogram,
}: {
  summary: RatingSummary;
  histogram: StarHistogram;
}) {
  const total = summary.count;
  return (
    <div className="rating-breakdown">
      <Stars rating={summary} className="rating--large" />
      {total > 0 && (
        <table className="rating-breakdown__table">
          <caption className="visually-hidden">{t('How many learners gave each number of stars')}</caption>
          <tbody>
            {ROWS.map((stars) => {
              const n = histogram[String(stars) as keyof StarHistogram] ?? 0;
              return (
                <tr key={stars}>
                  <th scope="row">{starsText(stars)}</th>
                  <td className="rating-breakdown__bar" aria-hidden="true">
                    <span style={{ width: `${(n / total) * 100}%` }} />
                  </td>
                  <td className="rating-breakdown__count">{countText(n)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
