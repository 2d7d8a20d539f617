/**
 * `<link rel="alternate" hreflang>` for the page shown: itself in each language, and English as
 * `x-default`, as search engines read them. Their addresses must be absolute, and only the browser
 * knows the site's origin for sure (a build knows it only when given `SITE_URL`, see
 * web/prerender/page-html.ts), so the app keeps them in the head, in step with the address.
 */
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@shared/locale';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pathIn } from '../i18n';

function setAlternate(hreflang: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    document.head.append(link);
  }
  link.href = href;
}

export function useLanguageAlternates(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const at = (language: UiLanguage) => `${window.location.origin}${pathIn(language, pathname)}`;
    for (const language of UI_LANGUAGES) setAlternate(language, at(language));
    setAlternate('x-default', at(DEFAULT_UI_LANGUAGE));
  }, [pathname]);
}
