/**
 * The session as the browser knows it (spec section 4): refreshed on load and every 290 s; any
 * failed refresh means logged out. `ready` turns true after the first answer, so guards do not
 * bounce a logged-in learner to the login page while the first refresh is in flight.
 */

import { TIMING } from '@shared/constants';
import type { Session } from '@shared/types';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type ApiResult, api } from '../../lib/api';

const LOGGED_OUT: Session = { loggedIn: false, name: '', role: '' };

interface SessionState extends Session {
  ready: boolean;
  setSession(session: Session): void;
  /**
   * Calls the server; resolves true (and resets the session) only on 200. `fromPath` is the page the
   * learner logged out on.
   */
  logout(fromPath?: string): Promise<boolean>;
  /** The page the learner just logged out on, if any: a login-only page then goes home, not to login. */
  loggedOutFrom: string | null;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

// One refresh at a time per page: each refresh rotates the cookie, so overlapping calls (React's
// development double effects, a timer firing during a manual refresh) would race each other.
let refreshInFlight: Promise<ApiResult<Session>> | null = null;
function refreshOnce(): Promise<ApiResult<Session>> {
  refreshInFlight ??= oneTabAtATime(() => api<Session>('/api/token/refresh')).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * And one at a time across the tabs of this browser, which share the cookie: tabs opened together
 * would otherwise all present the same secret, and the server lets a just-replaced secret through
 * only once before it treats the session as stolen. Browsers without Web Locks refresh as before.
 */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  let result: T | undefined;
  await locks.request('learnfree-session-refresh', async () => {
    result = await work();
  });
  return result as T;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(LOGGED_OUT);
  const [ready, setReady] = useState(false);

  const refresh = useCallback(async () => {
    const { status, data } = await refreshOnce();
    setSession(
      status === 200 && data.loggedIn ? { loggedIn: true, name: data.name, role: data.role } : LOGGED_OUT,
    );
    setReady(true);
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), TIMING.sessionRefreshMs);
    return () => clearInterval(timer);
  }, [refresh]);

  const [loggedOutFrom, setLoggedOutFrom] = useState<string | null>(null);

  const logout = useCallback(async (fromPath?: string) => {
    const { status } = await api('/api/logout');
    if (status !== 200) return false;
    setLoggedOutFrom(fromPath ?? null);
    setSession(LOGGED_OUT);
    return true;
  }, []);

  const value = useMemo(
    () => ({
      ...session,
      ready,
      loggedOutFrom: session.loggedIn ? null : loggedOutFrom,
      setSession,
      logout,
      refresh,
    }),
    [session, ready, loggedOutFrom, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
