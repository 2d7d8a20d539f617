/**
 * Choosing the interface's language. A visitor's choice lives in the `lf_lang` cookie (a year,
 * readable here and at the edge, which sends a later visit to `/…` on to `/hi/…`); a learner's is
 * also kept on the account, so it follows them to another device and into their mail. The page
 * then loads again at the address in the chosen language. Loaded only when a choice is made (the
 * switch imports it on click), so a first visit does not carry it.
 */
import { UI_LANGUAGE_COOKIE, UI_LANGUAGE_COOKIE_MAX_AGE, type UiLanguage } from '@shared/locale';
import { api } from '../lib/api';
import { appPathOf, currentLanguage, pathIn } from './language';

/** Remembers `language` for this browser, for a year. */
export function rememberLanguage(language: UiLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed string; the Cookie Store API is missing in browsers still in use
  document.cookie = `${UI_LANGUAGE_COOKIE}=${language}; Max-Age=${UI_LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** Keeps `language` on the learner's account; false when the server did not take it. */
export async function saveAccountLanguage(language: UiLanguage): Promise<boolean> {
  const { status } = await api('/api/users/me/preferences', 'PUT', { uiLanguage: language });
  return status >= 200 && status < 300;
}

/** Loads the page at `appPath` again in `language`. Replaced in tests, where jsdom cannot navigate. */
export const navigation = {
  go(address: string): void {
    window.location.assign(address);
  },
};

/**
 * Switches the interface to `language`: the cookie, the account when logged in (a failure there
 * still switches this browser), then the same page in that language.
 */
export async function chooseLanguage(
  language: UiLanguage,
  /** `appPath`: the page's path, query and fragment, without the language's prefix. */
  { appPath, loggedIn }: { appPath: string; loggedIn: boolean },
): Promise<void> {
  rememberLanguage(language);
  if (loggedIn) await saveAccountLanguage(language);
  navigation.go(pathIn(language, appPath));
}

/**
 * After a login, the account's choice wins: this browser remembers it, and the page loads again in
 * it when it is shown in the other language.
 */
export function adoptAccountLanguage(language: UiLanguage): void {
  rememberLanguage(language);
  if (language === currentLanguage()) return;
  const { pathname, search, hash } = window.location;
  navigation.go(pathIn(language, appPathOf(pathname) + search + hash));
}
