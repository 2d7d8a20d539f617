/**
 * The last 12 weeks as a contribution grid: a column per week (Monday at the top), a row per
 * weekday. It is a real table, so a screen reader reads each day's date and figures with its row and
 * column; a summary line gives the gist, and an active day carries a mark as well as its colour.
 */
import { type DayActivity, WEEKDAYS, weekdayIndex } from '@shared/habits';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/time';
import { WEEKDAY_NAMES, WEEKDAY_SHORT } from '../weekdays';

const dayName = (date: string) => formatDate(`${date}T12:00:00`);

export const isActiveDay = (day: DayActivity): boolean => day.lessons > 0 || day.minutes >= 5;

export const dayLabel = (day: DayActivity): string => {
  const values = { day: dayName(day.date), lessons: day.lessons, minutes: day.minutes };
  return isActiveDay(day)
    ? t(
        '{day}: {lessons, plural, one {# lesson} other {# lessons}}, {minutes, plural, one {# minute} other {# minutes}}, active',
        values,
      )
    : t(
        '{day}: {lessons, plural, one {# lesson} other {# lessons}}, {minutes, plural, one {# minute} other {# minutes}}',
        values,
      );
};

/** 0 (nothing) to 3 (an hour or 3 lessons and more): the shade of a day. */
function level(day: DayActivity): number {
  if (!isActiveDay(day) && day.minutes === 0) return 0;
  if (day.lessons >= 3 || day.minutes >= 60) return 3;
  if (isActiveDay(day)) return day.lessons >= 2 || day.minutes >= 25 ? 2 : 1;
  return 1;
}

/** Weeks as columns, each a Monday-to-Sunday array (null before the first day or after today). */
function columns(days: readonly DayActivity[]): Array<Array<DayActivity | null>> {
  const weeks: Array<Array<DayActivity | null>> = [];
  let week: Array<DayActivity | null> = Array.from({ length: 7 }, () => null);
  days.forEach((day, i) => {
    const slot = weekdayIndex(day.date);
    if (slot === 0 && i > 0) {
      weeks.push(week);
      week = Array.from({ length: 7 }, () => null);
    }
    week[slot] = day;
  });
  weeks.push(week);
  return weeks;
}

export function ActivityGrid({ days }: { days: readonly DayActivity[] }) {
  const active = days.filter(isActiveDay).length;
  const weeks = columns(days);
  const summary = t('Active on {active} of the last {days} days', { active, days: days.length });
  return (
    <figure className="activity">
      <figcaption className="activity__summary">{summary}.</figcaption>
      <div className="activity__scroll">
        <table className="activity__grid">
          <caption className="visually-hidden">
            {t('Your activity, week by week: {summary}', { summary })}
          </caption>
          <thead>
            <tr>
              <td />
              {weeks.map((week) => {
                const first = week.find((day) => day !== null)!;
                return (
                  <th key={first.date} scope="col" className="activity__week">
                    <span className="visually-hidden">
                      {t('Week of {day}', { day: dayName(first.date) })}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday, row) => (
              <tr key={weekday}>
                <th scope="row" className="activity__weekday">
                  <span aria-hidden="true">{row % 2 === 0 ? t(WEEKDAY_SHORT[weekday]) : ''}</span>
                  <span className="visually-hidden">{t(WEEKDAY_NAMES[weekday])}</span>
                </th>
                {weeks.map((week, column) => {
                  const day = week[row];
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are fixed places
                  if (!day) return <td key={column} className="activity__cell activity__cell--none" />;
                  return (
                    <td
                      key={day.date}
                      className={`activity__cell activity__cell--${level(day)}`}
                      title={dayLabel(day)}
                    >
                      {isActiveDay(day) && (
                        <span className="activity__mark" aria-hidden="true">
                          ✓
                        </span>
                      )}
                      <span className="visually-hidden">{dayLabel(day)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
