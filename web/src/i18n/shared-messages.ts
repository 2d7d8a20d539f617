/**
 * The browser's own run of a shared rule (`shared/`: a name's length, a required field, a post's
 * body, a quiz's problems), shown in the page's language. Those rules refuse with a template and
 * values (`message(…)`, shared/message.ts) whose Hindi lives in `shared/i18n/hi.ts`, the very
 * catalogue the server answers from; it is fetched only on a Hindi page, as a chunk of its own, so an
 * English page never loads a byte of it.
 */
import type { MessageCatalogue } from '@shared/i18n/format';
import { translateWith } from '@shared/i18n/format';
import type { UiLanguage } from '@shared/locale';
import type { MessageValue, Text } from '@shared/message';
import type { Refusal } from '@shared/validation';
import { currentLanguage } from './language';

type OtherLanguage = Exclude<UiLanguage, 'en'>;

const CATALOGUES: Record<OtherLanguage, () => Promise<MessageCatalogue>> = {
  hi: () =>
    import('@shared/i18n/hindi').then((hi) => ({ messages: hi.HI_SHARED_MESSAGES, fields: hi.HI_FIELDS })),
};

const loaded: Partial<Record<OtherLanguage, MessageCatalogue>> = {};
const loading = new Map<OtherLanguage, Promise<void>>();

/** Loads the shared messages in `language` (at once for English), once. */
export function loadSharedMessages(language: UiLanguage = currentLanguage()): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let done = loading.get(language);
  if (!done) {
    done = CATALOGUES[language]().then(
      (catalogue) => {
        loaded[language] = catalogue;
      },
      (error: unknown) => {
        loading.delete(language); // the next message tries again
        throw error;
      },
    );
    loading.set(language, done);
  }
  return done;
}

/** Starts the load without waiting: until it arrives a message shows in English, never not at all. */
const startLoading = (language: UiLanguage): void => {
  loadSharedMessages(language).catch(() => undefined);
};

// The forms that import this start the fetch: on a Hindi page the catalogue is there long before a
// learner submits. Deferred a microtask because a module the app's entry imports is evaluated before
// the entry sets the page's language.
queueMicrotask(() => startLoading(currentLanguage()));

/** A shared message (a plain text or a template with values) in the page's language. */
export function sharedMessage(text: Text | MessageValue): string {
  const language = currentLanguage();
  if (language === 'en') return translateWith(null, language, text);
  if (!loaded[language]) startLoading(language);
  return translateWith(loaded[language] ?? null, language, text);
}

/** What a shared check refused with, in the page's language: `refusalMessage(postBody(body, 'body'))`. */
export const refusalMessage = (refusal: Refusal): string => sharedMessage(refusal.template ?? refusal.msg);
