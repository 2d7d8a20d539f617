/**
 * The site's pages on social platforms, as accessible icon links: only those the operator set
 * (shared/site-settings.ts); none at all renders nothing.
 */
import { type SiteSettings, SOCIAL_PLATFORMS, type SocialPlatform } from '@shared/site-settings';
import { t } from '../../i18n';
import { ScreenReaderSuffix } from './screen-reader-suffix';

const PLATFORMS: Record<SocialPlatform, { name: string; path: string }> = {
  facebook: {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  youtube: {
    name: 'YouTube',
    path: 'M23 7.5a3 3 0 0 0-2.1-2.1C19 5 12 5 12 5s-7 0-8.9.4A3 3 0 0 0 1 7.5 31 31 0 0 0 .6 12c0 1.5.1 3 .4 4.5a3 3 0 0 0 2.1 2.1C5 19 12 19 12 19s7 0 8.9-.4a3 3 0 0 0 2.1-2.1c.3-1.5.4-3 .4-4.5s-.1-3-.4-4.5zM9.8 15.2V8.8L15.5 12z',
  },
  instagram: {
    name: 'Instagram',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM17 2H7a5 5 0 0 0-5 5v10a5 5 0 0 0 5 5h10a5 5 0 0 0 5-5V7a5 5 0 0 0-5-5zm3 15a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3z',
  },
  telegram: {
    name: 'Telegram',
    path: 'M21.9 4.3 18.8 19c-.2 1-.8 1.3-1.7.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L6.9 13 2.3 11.6c-1-.3-1-1 .2-1.5L20.6 3c.8-.3 1.6.2 1.3 1.3z',
  },
};

/** The platforms the site has a page on, in the usual order. */
const socialPagesOf = (social: SiteSettings['social']) =>
  SOCIAL_PLATFORMS.flatMap((platform) => {
    const href = social[platform];
    return href ? [{ ...PLATFORMS[platform], href }] : [];
  });

/** Icon links to the site's pages; `large` shows bigger icons with the platform's name beneath. */
export function SocialLinks({ social, large = false }: { social: SiteSettings['social']; large?: boolean }) {
  const pages = socialPagesOf(social);
  if (pages.length === 0) return null;
  return (
    <ul className={`social${large ? ' social--large' : ''}`}>
      {pages.map((p) => (
        <li key={p.name}>
          <a href={p.href} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={p.path} fill="currentColor" />
            </svg>
            {large ? (
              <span className="social__name">
                {p.name}
                <ScreenReaderSuffix>{t('(opens in a new tab)')}</ScreenReaderSuffix>
              </span>
            ) : (
              <span className="visually-hidden">
                {t('LearnFree on {platform} (opens in a new tab)', { platform: p.name })}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
