/**
 * The dashboard's "N cards due", with a link to the review page: the `count` the page has (the
 * dashboard's answer carries it), or else one counting call (`GET /api/review/due?limit=0`).
 * Nothing shows while it loads, when it fails (the page's own content matters more), or when no
 * card is due: a learner without cards gets no empty box.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isOk } from '../../../lib/api';
import { reviewApi } from '../api';
import '../review.css';
import { t } from '../../../i18n';

export const cardsDueText = (count: number): string =>
  t('{count, plural, one {# card due} other {# cards due}}', { count });

export function CardsDue({ count }: { count?: number }) {
  const [due, setDue] = useState<number | null>(count ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page had at first decides whether to ask
  useEffect(() => {
    if (count !== undefined) return;
    let current = true;
    void reviewApi.due(0).then((answer) => {
      if (current && isOk(answer.status) && typeof answer.data.total === 'number') setDue(answer.data.total);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!due) return null;
  return (
    <section className="cards-due" aria-label={t('Review cards')}>
      <p className="cards-due__count">{cardsDueText(due)}</p>
      <Link className="btn btn--primary" to={paths.review}>
        {t('Review now')}
      </Link>
    </section>
  );
}
