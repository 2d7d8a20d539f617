/**
 * Where an instant falls in a learner's time zone: the local date, weekday and hour, and the UTC
 * hour of the week in which a local day and hour next come round (the reminders' slot). Time zones
 * come from the runtime's own database (Intl), so offsets and daylight-saving changes are the
 * operating system's, not ours.
 */
import { WEEKDAYS, type Weekday, weekdayIndex } from '../../shared/habits';

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalTime {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** 0 for Monday … 6 for Sunday. */
  weekday: number;
  hour: number;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayIndex(date), hour: Number(parts.hour) };
}

/** The local date of `at` in the zone. */
export const localDate = (at: Date, timeZone: string): string => localTime(at, timeZone).date;

/** The UTC hour of the week of an instant: 0 is Monday 00:00–00:59 UTC, 167 is Sunday 23:00–23:59 UTC. */
export const utcHourOfWeek = (at: Date): number => ((at.getUTCDay() + 6) % 7) * 24 + at.getUTCHours();

/** The start of the UTC hour `at` is in. */
export const startOfHour = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The first whole UTC hour from `from` (its own hour included) in which the learner's clock shows
 * `hour` or later on `day`. It is the reminder's time: at the hourly run whose hour is the wanted
 * one in the zone (in a zone half an hour off UTC, at half past). On the day clocks spring forward
 * over the wanted hour, the first hour after the gap; on the day they fall back, the first of the
 * two (the per-week claim keeps the second from mailing again).
 */
export function nextReminderHour(
  from: Date,
  setting: { day: Weekday; hour: number; timeZone: string },
): Date {
  const wantedDay = WEEKDAYS.indexOf(setting.day);
  const reached = (at: number) => {
    const local = localTime(new Date(at), setting.timeZone);
    return local.weekday === wantedDay && local.hour >= setting.hour;
  };
  const start = startOfHour(from).getTime();
  // Eight days of hours always hold the next such day. The hour wanted is the first of that day at
  // which the clock has reached the wanted one: the hours after it on that day are not.
  for (let h = 0; h < 8 * 24; h++) {
    const candidate = start + h * HOUR_MS;
    if (reached(candidate) && !reached(candidate - HOUR_MS)) return new Date(candidate);
  }
  throw new Error(`No ${setting.day} ${setting.hour}:00 in ${setting.timeZone} within eight days`);
}
