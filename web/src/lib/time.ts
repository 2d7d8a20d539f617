/**
 * Every date and time the app shows, in one format: the day as "27 Nov 2026", with the time as
 * "27 Nov 2026, 14:05" where the hour matters, in the reader's own time zone. The format is fixed
 * (British English order, 24-hour clock) rather than the browser's, so one learner never meets two
 * formats on two pages. Recent chat messages read at a glance instead ("2 min ago").
 */
import { lazily } from '@shared/lazily';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOCALE = 'en-GB';

const day = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const dayAndTime = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const clock = lazily(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }));

const parsed = (iso: string): number | null => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
};

/** The day, e.g. "27 Nov 2026"; nothing for a broken time. */
export function formatDate(iso: string): string {
  const at = parsed(iso);
  return at === null ? '' : day().format(at);
}

/** The day and the time, e.g. "27 Nov 2026, 14:05"; nothing for a broken time. */
export function formatDateTime(iso: string): string {
  const at = parsed(iso);
  return at === null ? '' : dayAndTime().format(at);
}

/** "just now", "5 min ago", "3 h ago", then the day ("1 Jun 2025") for anything older than a day. */
export function relativeTime(iso: string, now: number): string {
  const at = parsed(iso);
  if (at === null) return '';
  const ago = Math.max(0, now - at);
  if (ago < 45_000) return 'just now';
  if (ago < HOUR) return `${Math.max(1, Math.round(ago / MINUTE))} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  return day().format(at);
}

/** The time of day ("14:05") when it is today, else the day and time: for a mute's end, a next attempt. */
export function untilTime(iso: string, now: number): string {
  const at = parsed(iso);
  if (at === null) return '';
  return new Date(at).toDateString() === new Date(now).toDateString()
    ? clock().format(at)
    : dayAndTime().format(at);
}
