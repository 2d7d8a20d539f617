/**
 * A whole number with the page's language's separators: "1,234,567" in English, "12,34,567" in Hindi
 * (Indian grouping: thousands, then lakhs and crores in pairs of digits). Written out rather than
 * `toLocaleString`: the first `Intl` use on a page loads the browser's locale data (tens of ms on a
 * phone), and the home page and the catalogue show counts as they start.
 */
import { currentLanguage } from '../i18n/language';

export function countText(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const grouped =
    currentLanguage() === 'hi'
      ? digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',')
      : digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 && digits !== '0' ? '-' : ''}${grouped}`;
}
