/** The navigation bar (spec section 2): links, the session dropdown, and a mobile menu that closes on click. */

import { LIMITS } from '@shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../components/ui/logo';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';

export function Navbar() {
  const { loggedIn, name, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const accountId = useId();
  const accountRef = useRef<HTMLDivElement>(null);

  // Any navigation closes both menus (the spec's "mobile menu collapses when a link is clicked").
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!accountOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!accountRef.current?.contains(event.target as Node)) setAccountOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAccountOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [accountOpen]);

  const onLogout = async () => {
    setAccountOpen(false);
    if (await logout()) navigate(paths.home);
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to={paths.home} className="navbar__brand" aria-label="LearnFree home">
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="navbar__toggle-bar" aria-hidden="true" />
        </button>
        <div id={menuId} className={`navbar__menu${menuOpen ? ' is-open' : ''}`}>
          <ul className="navbar__links">
            <li>
              <NavLink to={paths.about}>ABOUT US</NavLink>
            </li>
            <li>
              <NavLink to={paths.courses} end>
                Courses
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.community}>Community</NavLink>
            </li>
          </ul>
          {loggedIn ? (
            <div className="navbar__account" ref={accountRef}>
              <button
                type="button"
                className="btn btn--ghost navbar__account-toggle"
                aria-expanded={accountOpen}
                aria-controls={accountId}
                onClick={() => setAccountOpen((open) => !open)}
              >
                {name.slice(0, LIMITS.displayName)}
                <span aria-hidden="true" className="caret" />
              </button>
              {accountOpen && (
                <ul id={accountId} className="dropdown">
                  <li>
                    <Link to={paths.dashboard}>Dashboard</Link>
                  </li>
                  <li>
                    <button type="button" className="dropdown__item" disabled title="Coming soon">
                      Account Setting
                    </button>
                  </li>
                  <li>
                    <Link to={paths.courseRequest}>Request Course</Link>
                  </li>
                  <li>
                    <Link to={paths.requestList}>My Requests</Link>
                  </li>
                  <li>
                    <button type="button" className="dropdown__item" onClick={onLogout}>
                      Logout
                    </button>
                  </li>
                </ul>
              )}
            </div>
          ) : (
            <div className="navbar__auth">
              <Link className="btn btn--ghost" to={paths.login()}>
                Log in
              </Link>
              <Link className="btn btn--primary" to={paths.register}>
                Sign up
              </Link>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
