/**
 * `t('Log in')`: a text the reader sees, in the page's language. The English text is the message's
 * id, so English needs no catalogue and the code reads as the page does; a message without a
 * translation shows in English (the catalogue tests keep that from happening).
 */
import { messagesOf } from './catalogues';
import { formatMessage, type MessageValues } from './format-message';
import { currentLanguage } from './language';

export function t(id: string, values?: MessageValues): string {
  const template = messagesOf(currentLanguage())[id] ?? id;
  return values ? formatMessage(template, values) : template;
}

/**
 * Marks a text for translation where it is defined but shown later, as in a table of links:
 * `{ label: msg('Courses') }`, then `t(link.label)` where it renders. Returns the id unchanged; the
 * catalogue tests read the marks.
 */
export const msg = (id: string): string => id;
