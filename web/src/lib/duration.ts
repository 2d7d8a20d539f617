/**
 * Lengths of videos and courses as people read them: a course's total in hours and minutes
 * ("3 h 20 min", Hindi "3 घंटे 20 मिनट"), a video's as a player's clock ("4:05", "1:02:03").
 */
import { t } from '../i18n';

/** A course's length, to the nearest minute. */
export function courseLength(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return t('under 1 min');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('{minutes} min', { minutes: rest });
  return rest === 0 ? t('{hours} h', { hours }) : t('{hours} h {minutes} min', { hours, minutes: rest });
}

/** A video's length as its player shows it. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
