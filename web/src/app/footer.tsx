import { Link } from 'react-router-dom';
import { ContactList, hasContact } from '../components/ui/contact-list';
import { Logo } from '../components/ui/logo';
import { LazySocialLinks } from '../components/ui/social-links-lazy';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { useSession } from '../features/auth/session';
import { useSiteSettings } from '../lib/site-settings';

const LINKS = [
  { to: paths.courses, label: 'Courses' },
  { to: paths.login(), label: 'Log in', loggedOutOnly: true },
  { to: paths.register, label: 'Sign up', loggedOutOnly: true },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.privacy, label: 'Privacy Policy' },
];

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
          <Link to={paths.home} className="footer__brand" aria-label="LearnFree home">
            <Logo />
          </Link>
          <p className="footer__tagline">{site.tagline}</p>
          <p>Free video courses, curated, with your progress and notes in one place.</p>
          <LazySocialLinks social={settings.social} />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__heading">
            Explore
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasContact(settings) && (
          <div>
            <h2 className="footer__heading">Contact</h2>
            <ContactList settings={settings} />
          </div>
        )}
      </div>
      <div className="footer__bottom">
        <p>
          © {new Date().getFullYear()} {site.name}. All courses are free.
        </p>
        <p>
          Designed and built by the{' '}
          <a href={site.credit.href} rel="noopener noreferrer" target="_blank">
            {site.credit.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
