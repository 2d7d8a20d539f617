/** When a graded card comes back, as the review page says it: minutes, hours, then the day. */

import { t } from '../../i18n';
import { formatDate } from '../../lib/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function nextReviewText(due: string, now: number): string {
  const wait = Date.parse(due) - now;
  if (Number.isNaN(wait)) return '';
  if (wait < HOUR)
    return t('in {count, plural, one {# minute} other {# minutes}}', {
      count: Math.max(1, Math.round(wait / MINUTE)),
    });
  if (wait < DAY)
    return t('in {count, plural, one {# hour} other {# hours}}', { count: Math.round(wait / HOUR) });
  return t('on {date}', { date: formatDate(due) });
}
