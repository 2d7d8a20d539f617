/**
 * A whole number with thousands separators, as English writes it ("12,345"). Written out rather
 * than `toLocaleString`: the first `Intl` use on a page loads the browser's locale data (tens of ms
 * on a phone), and the home page and the catalogue show counts as they start.
 */
export const countText = (n: number): string =>
  `${n < 0 ? '-' : ''}${String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, ',')}`;
