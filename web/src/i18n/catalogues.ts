/**
 * The translations, one catalogue per part of the app, loaded only in their language and only with
 * the pages that need them: English is the message ids themselves and needs no catalogue at all,
 * and a Hindi first visit to `/` loads the shell's and the home page's parts, not the player's.
 *
 * A catalogue maps the English text (the id, gettext-style) to its translation, in the same
 * ICU subset (see format-message.ts). Which part a message belongs in: the folder its code is in
 * (`web/src/features/<part>/` → `hi/<part>.ts`; `app/`, `components/`, `lib/` → `hi/shell.ts`).
 */
import type { UiLanguage } from '@shared/locale';
import type { Catalogue, LanguagePack, MessagePart } from './pack';

export { type Catalogue, MESSAGE_PARTS, type MessagePart } from './pack';

/**
 * Each language's pack, a chunk of its own with the shell's translations inside: an English page
 * loads none of it, and a Hindi one fetches the shell's part with its first request.
 */
const PACKS: Record<Exclude<UiLanguage, 'en'>, () => Promise<{ default: LanguagePack }>> = {
  hi: () => import('./hi'),
};

/** What is loaded of each language, merged: parts never share an id with different texts (the tests check). */
const loaded: Partial<Record<UiLanguage, Record<string, string>>> = {};
const loading = new Map<string, Promise<void>>();

/** The loaded translations of `language` (none for English). */
export const messagesOf = (language: UiLanguage): Catalogue => loaded[language] ?? {};

/** Adds translations to a language's messages: for tests, and by `loadMessages`. */
export function addMessages(language: UiLanguage, catalogue: Catalogue): void {
  loaded[language] = { ...loaded[language], ...catalogue };
}

/**
 * Forgets every translation loaded: the build renders one page after another, each with only the
 * parts the browser loads for it, so that the HTML says what the browser's first render will.
 */
export function forgetMessages(): void {
  for (const language of Object.keys(loaded) as UiLanguage[]) delete loaded[language];
  loading.clear();
}

/** Loads `parts` in `language` (at once for English); each part is fetched once. */
export function loadMessages(language: UiLanguage, parts: readonly MessagePart[]): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const pack = PACKS[language]().then((module) => module.default);
  return Promise.all(
    parts.map((part) => {
      const key = `${language}/${part}`;
      let done = loading.get(key);
      if (!done) {
        done = pack
          .then((loaded) =>
            part === 'shell' ? loaded.shell : loaded.parts[part]().then((module) => module.default),
          )
          .then(
            (catalogue) => addMessages(language, catalogue),
            (error: unknown) => {
              loading.delete(key); // a later navigation tries again
              throw error;
            },
          );
        loading.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}
