/**
 * The languages of the interface (not of the courses: a course's `language` is what its creator
 * speaks, see `constants.ts`). The browser and the server choose the same way, so a page rendered
 * at build time, the app and a mail all speak the language the learner sees.
 *
 * Order of choice: the learner's account (`preferences.uiLanguage`), then the visitor's cookie,
 * then the browser's `Accept-Language` / `navigator.languages`, then English.
 */
export const UI_LANGUAGES = ['en', 'hi'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** BCP 47 tags for `Intl` and the page's `lang` attribute. */
export const INTL_LOCALE: Record<UiLanguage, string> = { en: 'en-GB', hi: 'hi-IN' };

/** A visitor's choice, readable by the web app (not HttpOnly: it holds nothing secret). */
export const UI_LANGUAGE_COOKIE = 'lf_lang';
/** A year: the choice outlives any session. */
export const UI_LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language in a preference list, as `navigator.languages` gives it
 * (`['hi-IN', 'en']`) or as an `Accept-Language` header does (`hi-IN,hi;q=0.9,en;q=0.8`), weights
 * honoured. Falls back to English.
 */
export function negotiateUiLanguage(preferred: string | readonly string[] | undefined | null): UiLanguage {
  const ranked =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: (tag ?? '').trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : [...(preferred ?? [])];
  for (const tag of ranked) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isUiLanguage(primary)) return primary;
  }
  return DEFAULT_UI_LANGUAGE;
}
