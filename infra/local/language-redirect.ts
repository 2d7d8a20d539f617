/**
 * The viewer function's choice of language (infra/constructs/viewer-functions.ts), for the local
 * gateway: an English page's address goes on to its Hindi one when the `lf_lang` cookie says `hi`, or
 * when there is no such cookie and `Accept-Language` prefers Hindi. Null: serve what was asked.
 */
import { isUiLanguage, negotiateUiLanguage, UI_LANGUAGE_COOKIE } from '../../shared/locale';

export function hindiAddress(
  url: URL,
  cookies: Readonly<Record<string, string>>,
  acceptLanguage: string | undefined,
): string | null {
  const { pathname } = url;
  if (pathname === '/hi' || pathname.startsWith('/hi/')) return null;
  const chosen = cookies[UI_LANGUAGE_COOKIE];
  const language = isUiLanguage(chosen)
    ? chosen
    : acceptLanguage
      ? negotiateUiLanguage(acceptLanguage)
      : 'en';
  return language === 'hi' ? `/hi${pathname}${url.search}` : null;
}
