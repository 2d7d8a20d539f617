/**
 * A message of `shared/message.ts` in a language, from that language's catalogue: the one way both
 * sides format a template, so the server's answer and the browser's own check of the same rule read
 * the same. The catalogues themselves are loaded by each side its own way (the server at start, the
 * web app lazily on Hindi pages).
 */
import type { UiLanguage } from '../locale';
import { fillTemplate, type MessageValue, type Text, utcTimeIn } from '../message';

/** A language's translations: messages (English id → text) and body fields' names. */
export interface MessageCatalogue {
  messages: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, string>>;
}

/**
 * `text` in `language`, its values (and the values' own messages) filled in. `catalogue` is the
 * language's (none for English); a message it lacks is shown in English rather than not at all.
 */
export function translateWith(
  catalogue: MessageCatalogue | null,
  language: UiLanguage,
  text: Text | MessageValue,
): string {
  if (typeof text === 'number') return String(text);
  if (typeof text === 'string') return catalogue?.messages[text] ?? text;
  if (text.kind === 'time') return utcTimeIn(language, text.id);
  const template =
    (text.kind === 'field' ? catalogue?.fields[text.id] : catalogue?.messages[text.id]) ?? text.id;
  return fillTemplate(template, text.values, (value) => translateWith(catalogue, language, value));
}
