/**
 * The link to the same page in the other language, in the navigation bar and the footer. It is a
 * real link (`/hi/course` ↔ `/course`), so it works before the app has started and search engines
 * follow it; a click also keeps the choice (cookie, and the account when logged in) before the page
 * loads in the new language.
 */
import type { UiLanguage } from '@shared/locale';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../features/auth';
import { currentLanguage, pathIn, t } from '../i18n';

/** Each language's name in itself: a reader looking for their language recognises it in any interface. */
const NAMES: Record<UiLanguage, string> = { en: 'English', hi: 'हिंदी' };

export function LanguageSwitch({ className }: { className?: string }) {
  const { loggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  const other: UiLanguage = currentLanguage() === 'en' ? 'hi' : 'en';
  const appPath = pathname + search + hash;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link as it is, without changing this one's choice.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // Loaded on the click: a visitor who never switches never downloads it.
    void import('../i18n/choose-language').then(({ chooseLanguage }) =>
      chooseLanguage(other, { appPath, loggedIn }),
    );
  };

  return (
    <a
      className={className}
      href={pathIn(other, appPath)}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      title={t('Show this page in {language}', { language: NAMES[other] })}
    >
      {NAMES[other]}
    </a>
  );
}
