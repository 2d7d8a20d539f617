/**
 * How the app shows when something happened (a chat message, a content check): a relative time
 * that reads at a glance ("2 min ago"), and the exact time in the reader's own time zone and
 * language for when it matters.
 */
import { lazily } from '@shared/lazily';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayAndMonth = lazily(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }));
const exact = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const clock = lazily(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));

/** "just now", "5 min ago", "3 h ago", then the day ("1 Jun") for anything older than a day. */
export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < 45_000) return 'just now';
  if (ago < HOUR) return `${Math.max(1, Math.round(ago / MINUTE))} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  return dayAndMonth().format(at);
}

/** The date and time in full, e.g. "1 Jun 2025, 14:05". */
export const exactTime = (iso: string): string =>
  Number.isNaN(Date.parse(iso)) ? '' : exact().format(Date.parse(iso));

/** The time of day when it is today, else the date and time: for a mute's end. */
export function untilTime(iso: string, now: number): string {
  const at = new Date(iso);
  return at.toDateString() === new Date(now).toDateString() ? clock().format(at) : exact().format(at);
}
