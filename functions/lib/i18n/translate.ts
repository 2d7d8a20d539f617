/**
 * The server's side of the bilingual interface: every message an answer or a mail carries is written
 * in English, which is also its id (gettext-style, as in the web app), and looked up here in the
 * reader's language. A message without a translation falls back to English, and the catalogue's
 * tests make sure that never happens to a message the code uses.
 */

import { type MessageCatalogue, translateWith } from '../../../shared/i18n/format';
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  negotiateUiLanguage,
  UI_LANGUAGE_COOKIE,
  type UiLanguage,
} from '../../../shared/locale';
import { isMessage, type MessageValue, type Text } from '../../../shared/message';

type Translated = Exclude<UiLanguage, 'en'>;
type Catalogue = MessageCatalogue & { messages: Record<string, string> };
/** Reads an area's messages in one language: its `hi.ts`, required only when called. */
type MessagesLoader = () => Readonly<Record<string, string>>;

/**
 * Each language's catalogue, English ids to its texts (English needs none), built at the first
 * answer in that language: a function that answers only English readers never loads the Hindi,
 * which would be a good part of the code its cold start compiles. The catalogue starts with what
 * every function may answer (./hi) and takes each area's messages that its routes registered.
 */
const catalogues: Partial<Record<Translated, Catalogue>> = {};
const areaLoaders: Record<Translated, MessagesLoader[]> = { hi: [] };

function catalogueOf(language: Translated): Catalogue {
  let catalogue = catalogues[language];
  if (!catalogue) {
    // Required here, not imported: a function's bundle keeps the module unevaluated until then.
    const { HI_FIELDS, HI_MESSAGES }: typeof import('./hi') = require('./hi');
    catalogue = {
      messages: Object.assign({}, HI_MESSAGES, ...areaLoaders[language].map((load) => load())),
      fields: HI_FIELDS,
    };
    catalogues[language] = catalogue;
  }
  return catalogue;
}

/**
 * Registers an area's messages in `language`, from the area's routes, as a loader that requires the
 * area's `hi.ts`: it runs when the language's catalogue is first needed (at once, if it already is).
 */
export function addMessages(language: Translated, load: MessagesLoader): void {
  areaLoaders[language].push(load);
  const built = catalogues[language];
  if (built) Object.assign(built.messages, load());
}

/** `text` in `language`, its values (and the values' own messages) filled in. */
export function translate(language: UiLanguage, text: Text | MessageValue): string {
  return translateWith(language === 'en' ? null : catalogueOf(language), language, text);
}

/**
 * The language of a request: the visitor's `lf_lang` cookie (the web app keeps it in step with the
 * account's choice, so no table read is needed), else the browser's `Accept-Language`, else English.
 */
export function requestLanguage(
  cookies: Readonly<Record<string, string>>,
  acceptLanguage: string | undefined,
): UiLanguage {
  const chosen = cookies[UI_LANGUAGE_COOKIE];
  return isUiLanguage(chosen) ? chosen : negotiateUiLanguage(acceptLanguage);
}

/**
 * The language an account reads its mail in: the interface language it chose (stored at sign-up
 * from the sign-up's language, changed with the preferences), else `fallback` (the language of the
 * request that causes the mail, when there is one), else English.
 */
export function languageOf(
  account: { uiLanguage?: unknown },
  fallback: UiLanguage = DEFAULT_UI_LANGUAGE,
): UiLanguage {
  return isUiLanguage(account.uiLanguage) ? account.uiLanguage : fallback;
}

/** The site's path of a page in `language`: the web app serves Hindi pages under `/hi/`. */
export const pathIn = (language: UiLanguage, path: string): string =>
  language === DEFAULT_UI_LANGUAGE ? path : `/${language}${path === '/' ? '' : path}`;

/** The fields of an answer's body that the web app shows to the reader as they are. */
const SHOWN_FIELDS = ['msg'] as const;

/**
 * The body with its shown messages in `language`, and whether it had any (the answer then depends on
 * the language). Anything else in the body is data, left as it is.
 */
export function localiseBody(body: unknown, language: UiLanguage): { body: unknown; localised: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, localised: false };
  const record = body as Record<string, unknown>;
  const shown = SHOWN_FIELDS.filter((field) => typeof record[field] === 'string' || isMessage(record[field]));
  if (shown.length === 0) return { body, localised: false };
  const localised = { ...record };
  for (const field of shown) localised[field] = translate(language, record[field] as Text);
  return { body: localised, localised: true };
}
