/** The days of the week as the habits panel names them, in the page's language. */
import type { Weekday } from '@shared/habits';
import { msg } from '../../i18n';

/** A weekday's full name (the reminder's day, a row of the activity grid for screen readers). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: msg('Monday'),
  tuesday: msg('Tuesday'),
  wednesday: msg('Wednesday'),
  thursday: msg('Thursday'),
  friday: msg('Friday'),
  saturday: msg('Saturday'),
  sunday: msg('Sunday'),
};

/** A weekday's short name, for the grid's row labels. */
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: msg('Mon'),
  tuesday: msg('Tue'),
  wednesday: msg('Wed'),
  thursday: msg('Thu'),
  friday: msg('Fri'),
  saturday: msg('Sat'),
  sunday: msg('Sun'),
};
