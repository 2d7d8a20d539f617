/** How the discussion puts dates into words. */
import { lazily } from '@shared/lazily';

const dateFormat = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

export const postedOn = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
};
