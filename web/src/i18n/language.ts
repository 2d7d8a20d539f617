/**
 * The language of the page, fixed for the page's life: English at `/…`, Hindi at `/hi/…`. Choosing
 * the other language loads the other address (see choose-language.ts), so nothing already rendered
 * ever has to change language in place, and the router's `basename` keeps every link in it.
 */
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  UI_LANGUAGE_COOKIE,
  UI_LANGUAGES,
  type UiLanguage,
} from '@shared/locale';

let current: UiLanguage = DEFAULT_UI_LANGUAGE;

/** The language the page is shown in. */
export const currentLanguage = (): UiLanguage => current;

/** Sets the page's language: once as the app starts, once per page in the build's prerender, in tests. */
export function setCurrentLanguage(language: UiLanguage): void {
  current = language;
}

/** The address prefix of a language: none for English, `/hi` for Hindi (the router's basename). */
export const basenameOf = (language: UiLanguage): string =>
  language === DEFAULT_UI_LANGUAGE ? '' : `/${language}`;

/** The language an address is in: `/hi` and `/hi/…` are Hindi, everything else English. */
export function languageOfPath(pathname: string): UiLanguage {
  for (const language of UI_LANGUAGES) {
    const base = basenameOf(language);
    if (base && (pathname === base || pathname.startsWith(`${base}/`))) return language;
  }
  return DEFAULT_UI_LANGUAGE;
}

/** The app's path of an address, without its language prefix: `/hi/course` → `/course`. */
export function appPathOf(pathname: string): string {
  const base = basenameOf(languageOfPath(pathname));
  return pathname.slice(base.length) || '/';
}

/** The address of an app path in `language`: `/course` → `/hi/course`, `/` → `/hi/`. */
export const pathIn = (language: UiLanguage, appPath: string): string => `${basenameOf(language)}${appPath}`;

const COOKIE = new RegExp(`(?:^|;\\s*)${UI_LANGUAGE_COOKIE}=([^;]*)`);

/** The language this browser chose before (the `lf_lang` cookie), if it did. */
export function chosenLanguage(): UiLanguage | null {
  if (typeof document === 'undefined') return null;
  const value = COOKIE.exec(document.cookie)?.[1];
  return isUiLanguage(value) ? value : null;
}
