/**
 * Every date and time the app shows, in one format per language: the day as "27 Nov 2026"
 * ("27 नव॰ 2026" in Hindi), with the time as "27 Nov 2026, 14:05" where the hour matters, in the
 * reader's own time zone. The format is fixed per language (day, short month, year; 24-hour clock)
 * rather than the browser's, so one learner never meets two formats on two pages. Recent chat
 * messages read at a glance instead ("2 min ago").
 */
import { INTL_LOCALE, type UiLanguage } from '@shared/locale';
import { currentLanguage, t } from '../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A formatter of the page's language, made on first use (see `lazily` for why not before). */
function perLanguage(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made: Partial<Record<UiLanguage, Intl.DateTimeFormat>> = {};
  return () => {
    const language = currentLanguage();
    made[language] ??= new Intl.DateTimeFormat(INTL_LOCALE[language], { hourCycle: 'h23', ...options });
    return made[language];
  };
}

const day = perLanguage({ day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = perLanguage({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const clock = perLanguage({ hour: '2-digit', minute: '2-digit' });

const parsed = (iso: string): number | null => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
};

/** The reader's time zone (an IANA name such as "Europe/Berlin"), or undefined where the browser has none. */
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

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
  if (ago < 45_000) return t('just now');
  if (ago < HOUR) return t('{minutes} min ago', { minutes: Math.max(1, Math.round(ago / MINUTE)) });
  if (ago < DAY) return t('{hours} h ago', { hours: Math.floor(ago / HOUR) });
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
