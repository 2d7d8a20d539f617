/**
 * The logged-in learner's dropdown: a disclosure button titled with their name and a list of
 * links. Escape or a click elsewhere closes it, focus goes back to the button, and the arrow keys
 * move between the entries.
 */
import { LIMITS } from '@shared/constants';
import { cut } from '@shared/learning';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DisclosureButton } from '../components/ui/disclosure-button';
import { paths } from '../config/paths';
import { loadMyPreferences } from '../features/account';
import { useSession } from '../features/auth/session';
import { msg, t } from '../i18n';
import { applyTheme } from './theme';
import { ThemeSwitch } from './theme-switch';

/** The menu's links in order; the admins' pages only for admins. */
const ENTRIES: { to: string; label: string; admin?: true }[] = [
  { to: paths.dashboard, label: msg('Dashboard') },
  { to: paths.account, label: msg('Account Setting') },
  { to: paths.courseRequest, label: msg('Request Course') },
  { to: paths.requestList, label: msg('My Requests') },
  { to: paths.review, label: msg('Review Cards') },
  { to: paths.chatReports, label: msg('Reported Messages'), admin: true },
  { to: paths.contentHealth, label: msg('Content Health'), admin: true },
];

export function AccountMenu() {
  const { name, role, logout } = useSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => setOpen(false), [location.pathname]);

  // This menu shows once someone is logged in: their account's theme applies on this device too.
  useEffect(() => {
    void loadMyPreferences().then((preferences) => preferences && applyTheme(preferences.theme));
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const entries = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>('.dropdown a, .dropdown button:enabled') ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const key = event.key;
    const move = () => {
      const items = entries();
      const current = items.indexOf(document.activeElement as HTMLElement);
      const last = items.length - 1;
      const target = {
        Home: 0,
        End: last,
        ArrowDown: current >= last ? 0 : current + 1,
        ArrowUp: current <= 0 ? last : current - 1,
      }[key];
      if (target !== undefined) items[target]?.focus();
    };
    if (open) move();
    else {
      setOpen(true);
      // The entries render on open; move focus once they are there.
      requestAnimationFrame(move);
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onLogout = async () => {
    setOpen(false);
    if (await logout(location.pathname + location.search)) navigate(paths.home);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates keys and focus-out from the button and the entries inside
    <div className="navbar__account" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <DisclosureButton
        ref={buttonRef}
        className="btn btn--ghost navbar__account-toggle"
        open={open}
        controls={listId}
        onOpenChange={setOpen}
        // The spec shows the first characters only; a cut name ends in an ellipsis and the tooltip
        // has all of it. While the server cannot be reached after a reload the name is not known yet.
        title={name || undefined}
      >
        <span className="visually-hidden">{name ? t('Account menu for') : t('Account menu:')} </span>
        {name ? cut(name, LIMITS.displayName, '…') : t('Your account')}
        <span aria-hidden="true" className="caret" />
      </DisclosureButton>
      {open && (
        <ul id={listId} className="dropdown">
          {ENTRIES.filter((entry) => !entry.admin || role === 'admin').map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
          <li>
            <ThemeSwitch className="dropdown__theme" />
          </li>
          <li>
            <button type="button" className="dropdown__item" onClick={onLogout}>
              {t('Logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
