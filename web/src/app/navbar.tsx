/** The navigation bar (spec section 2): links, the session dropdown, and a mobile menu that closes on click. */

import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DisclosureButton } from '../components/ui/disclosure-button';
import { Logo } from '../components/ui/logo';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';
import { mayHaveSession } from '../features/auth/session-store';
import { t } from '../i18n';
import { LanguageSwitch } from './language-switch';

// Only a logged-in learner sees the account menu, so visitors never download it. When the session
// marker says someone may be logged in, its code is fetched at once, alongside the session refresh.
const loadAccountMenu = () => import('./account-menu').then((module) => ({ default: module.AccountMenu }));
const AccountMenu = lazy(loadAccountMenu);
if (mayHaveSession()) void loadAccountMenu();

export function Navbar() {
  const { loggedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Navigation by any means (back button included) leaves the mobile menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // A click on any link collapses the mobile menu, even a link to the page already shown.
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('Main')} onKeyDown={onMenuKeyDown}>
        <Link to={paths.home} className="navbar__brand" aria-label={t('LearnFree home')}>
          <Logo />
        </Link>
        <DisclosureButton
          ref={toggleRef}
          className="navbar__toggle"
          open={menuOpen}
          controls={menuId}
          onOpenChange={setMenuOpen}
        >
          <span className="visually-hidden">{menuOpen ? t('Close menu') : t('Open menu')}</span>
          <span className="navbar__toggle-bar" aria-hidden="true" />
        </DisclosureButton>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is only observed, to close after a link was followed */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: links already answer Enter; this only observes them */}
        <div id={menuId} className={`navbar__menu${menuOpen ? ' is-open' : ''}`} onClick={onMenuClick}>
          <ul className="navbar__links">
            <li>
              <NavLink to={paths.about}>{t('About us')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.courses} end>
                {t('Courses')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.community}>{t('Community')}</NavLink>
            </li>
          </ul>
          <LanguageSwitch className="navbar__language" />
          {loggedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <div className="navbar__auth">
              <Link className="btn btn--ghost" to={paths.login()}>
                {t('Log in')}
              </Link>
              <Link className="btn btn--primary" to={paths.register}>
                {t('Sign up')}
              </Link>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
