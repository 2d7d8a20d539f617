/**
 * Fills a message template, in the subset of ICU MessageFormat the app uses (the syntax Lingui,
 * Crowdin and translators' tools read):
 *
 * - `{name}`: a value, numbers written as the language writes them ("12,345"; Hindi "1,23,456");
 * - `{count, plural, one {# lesson} other {# lessons}}`: a branch chosen by the language's plural
 *   rules (`=0 {…}` matches exactly), `#` standing for the number.
 *
 * A placeholder without a value stays as it is, so a mistake shows instead of vanishing.
 */
import { countText } from '../lib/count-text';
import { currentLanguage } from './language';

export type MessageValues = Readonly<Record<string, string | number>>;

/** The index of the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

const showNumber = (n: number): string => (Number.isInteger(n) ? countText(n) : String(n));

/**
 * The plural category of `n` in the page's language, by CLDR's rules for the two, written out: the
 * first `Intl` use of a page loads the browser's locale data. English: `one` for 1; Hindi: `one` for
 * 0 and 1 (and any fraction below 1).
 */
function pluralCategory(n: number): string {
  if (currentLanguage() === 'hi') return Math.trunc(n) === 0 || n === 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}

/** `one {…} other {…}` as a map of branches. */
function branches(options: string): Record<string, string> {
  const found: Record<string, string> = {};
  let i = 0;
  while (i < options.length) {
    const open = options.indexOf('{', i);
    if (open < 0) break;
    const key = options.slice(i, open).trim();
    const close = closingBrace(options, open);
    found[key] = options.slice(open + 1, close);
    i = close + 1;
  }
  return found;
}

function argument(inner: string, values: MessageValues): string {
  const [name = '', kind] = inner.split(',', 2).map((part) => part.trim());
  const value = values[name];
  if (value === undefined) return `{${inner}}`;
  if (kind !== 'plural') return typeof value === 'number' ? showNumber(value) : value;
  const n = Number(value);
  const options = branches(inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1));
  const branch = options[`=${n}`] ?? options[pluralCategory(n)] ?? options.other ?? '';
  return formatMessage(branch.replace(/#/g, showNumber(n)), values);
}

export function formatMessage(template: string, values: MessageValues): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) return out + template.slice(i);
    const close = closingBrace(template, open);
    out += template.slice(i, open) + argument(template.slice(open + 1, close), values);
    i = close + 1;
  }
  return out;
}
