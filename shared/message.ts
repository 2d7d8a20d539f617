/**
 * A user-facing message with values, kept as its template until the language is known: the English
 * template is the message's id (gettext-style, the same convention as the web app's catalogue), and
 * the server formats it once per answer or mail in the reader's language (functions/lib/i18n/).
 *
 * A value is text or a number shown as it is, or a message of its own that is translated too: a
 * field's name (`fieldName('categories')`), a moment (`timeValue(iso)`, written the reader's way)
 * or a fragment such as "2 lessons".
 */
import { INTL_LOCALE, type UiLanguage } from './locale';

export type MessageValue = string | number | Message;

export interface Message {
  /** The English template, with `{name}` placeholders; the catalogue's key. */
  id: string;
  values?: Readonly<Record<string, MessageValue>>;
  /**
   * `field`: `id` is a body field's name (`email`), translated from its own list; `time`: `id` is an
   * ISO time, written as a date and time in UTC in the reader's language.
   */
  kind?: 'field' | 'time';
}

/** Either a plain message (its English text is its id) or a template with values. */
export type Text = string | Message;

/** A message with named placeholders, e.g. `message('Choose at most {max} {name}.', { max, name })`. */
export const message = (id: string, values?: Readonly<Record<string, MessageValue>>): Message =>
  values ? { id, values } : { id };

/** The name of a request body's field, as a message value: shown as `email` in English. */
export const fieldName = (key: string): Message => ({ id: key, kind: 'field' });

/** A moment as a message value: "27 November 2026 at 14:00 UTC" in English. */
export const timeValue = (iso: string): Message => ({ id: iso, kind: 'time' });

/** `iso` as a date and time in UTC, the way `language` writes them. */
export const utcTimeIn = (language: UiLanguage, iso: string): string =>
  `${new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';

/**
 * `template` with each `{name}` replaced by `show(value)`; a placeholder without a value stays as it
 * is, so a missing value shows in the text instead of vanishing.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, MessageValue>> | undefined,
  show: (value: MessageValue) => string,
): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? show(values[name] as MessageValue) : whole,
  );
}

/** The message in English: what logs, tests and the browser's own checks read. */
export function english(text: Text | MessageValue): string {
  if (typeof text === 'string') return text;
  if (typeof text === 'number') return String(text);
  if (text.kind === 'time') return utcTimeIn('en', text.id);
  return fillTemplate(text.id, text.values, english);
}
