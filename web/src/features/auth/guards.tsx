/** Route guards of the spec's route table. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { useSession } from './session';

/** Logged-in only; others go to /login with a redirect back to where they were. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn, ready, loggedOutFrom } = useSession();
  const location = useLocation();
  if (!ready) return <PageSpinner label={t('Checking your session...')} />;
  // Someone who just logged out on this page wanted to leave, not to be asked to log in again (and
  // the next person at this browser should not be sent back to the previous learner's page).
  if (!loggedIn && loggedOutFrom === location.pathname + location.search)
    return <Navigate replace to={paths.home} />;
  if (!loggedIn) return <Navigate replace to={paths.login(location.pathname + location.search)} />;
  return <>{children}</>;
}

/** Logged-out only (register): a logged-in learner goes to the dashboard. */
export function RequireLoggedOut({ children }: { children: ReactNode }) {
  const { loggedIn, ready } = useSession();
  if (!ready) return <PageSpinner label={t('Checking your session...')} />;
  if (loggedIn) return <Navigate replace to={paths.dashboard} />;
  return <>{children}</>;
}
