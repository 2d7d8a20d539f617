import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContactList, hasContact } from '../components/ui/contact-list';
import { Logo } from '../components/ui/logo';
import { ScreenReaderSuffix } from '../components/ui/screen-reader-suffix';
import { LazySocialLinks } from '../components/ui/social-links-lazy';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { useSession } from '../features/auth/session';
import { msg, t } from '../i18n';
import { useSiteSettings } from '../lib/site-settings';
import { FooterThemeSwitch } from './footer-theme-switch';
import { LanguageSwitch } from './language-switch';

const LINKS = [
  { to: paths.courses, label: msg('Courses') },
  { to: paths.login(), label: msg('Log in'), loggedOutOnly: true },
  { to: paths.register, label: msg('Sign up'), loggedOutOnly: true },
  { to: paths.terms, label: msg('Terms of Service') },
  { to: paths.privacy, label: msg('Privacy Policy') },
];

function CreditLink({ children }: { children?: ReactNode }) {
  return (
    <a href={site.credit.href} rel="noopener noreferrer" target="_blank">
      {children}
      <ScreenReaderSuffix>{t('(opens in a new tab)')}</ScreenReaderSuffix>
    </a>
  );
}

export function Footer() {
  const { loggedIn } = useSession();
  // A learner already logged in has no use for "Log in" and "Sign up".
  const links = LINKS.filter((link) => !(loggedIn && link.loggedOutOnly));
  // The operator's own; what is not set is not shown (no placeholder address or front-page links).
  const settings = useSiteSettings();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <Link to={paths.home} className="footer__brand" aria-label={t('LearnFree home')}>
            <Logo />
          </Link>
          <p className="footer__tagline">{t(site.tagline)}</p>
          <p>{t('Free video courses, curated, with your progress and notes in one place.')}</p>
          <LazySocialLinks social={settings.social} />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__heading">
            {t('Explore')}
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        {hasContact(settings) && (
          <div>
            <h2 className="footer__heading">{t('Contact')}</h2>
            <ContactList settings={settings} />
          </div>
        )}
      </div>
      <div className="footer__bottom">
        <FooterThemeSwitch />
        <p>{t('© {year} LearnFree. All courses are free.', { year: String(new Date().getFullYear()) })}</p>
        <p>
          {/* The whole sentence is the link: a translation may put the name anywhere in it. */}
          <CreditLink>{t('Designed and built by the LearnFree developers')}</CreditLink>
        </p>
      </div>
    </footer>
  );
}
