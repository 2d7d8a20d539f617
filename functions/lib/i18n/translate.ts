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
import { HI_FIELDS, HI_MESSAGES } from './hi';

type Catalogue = MessageCatalogue & { messages: Record<string, string> };

/**
 * Each language's catalogue: English ids to its texts (English needs none). It starts with what
 * every function may answer; each area adds its own messages as its routes load (`addMessages`).
 */
const CATALOGUES: Record<Exclude<UiLanguage, 'en'>, Catalogue> = {
  hi: { messages: { ...HI_MESSAGES }, fields: HI_FIELDS },
};

/** Adds an area's messages in `language` (its `hi.ts`), once, from the area's routes. */
export function addMessages(
  language: Exclude<UiLanguage, 'en'>,
  messages: Readonly<Record<string, string>>,
): void {
  Object.assign(CATALOGUES[language].messages, messages);
}

/** `text` in `language`, its values (and the values' own messages) filled in. */
export function translate(language: UiLanguage, text: Text | MessageValue): string {
  return translateWith(language === 'en' ? null : CATALOGUES[language], language, text);
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
