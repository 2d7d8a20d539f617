/**
 * The session as React components see it (spec section 4): known at once for an anonymous visit,
 * otherwise refreshed on load (bringing the account along) and every 870 s, 30 s before the
 * 15-minute access token expires. Only a 401 means logged out: when the server cannot be reached the
 * session is kept, unconfirmed, and pages say so. The state itself lives in `session-store.ts`, which
 * route loaders read too.
 */

import { TIMING } from '@shared/constants';
import type { Session } from '@shared/types';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { api } from '../../lib/api';
import {
  ANONYMOUS,
  getSessionSnapshot,
  LOGGED_OUT,
  refreshSession,
  setSession,
  subscribeToSession,
} from './session-store';

interface SessionState extends Session {
  ready: boolean;
  /** The server could not be asked: logged in as far as we know, and the name may be unknown. */
  unconfirmed: boolean;
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

// Pages rendered ahead of time show the anonymous visit; hydration starts from it too.
const serverSnapshot = () => ANONYMOUS;

export function SessionProvider({ children }: { children: ReactNode }) {
  const {
    session,
    ready,
    unconfirmed = false,
  } = useSyncExternalStore(subscribeToSession, getSessionSnapshot, serverSnapshot);

  const refresh = useCallback(async () => {
    await refreshSession();
  }, []);

  useEffect(() => {
    // A route loader may have asked already; otherwise this is the refresh on load.
    if (!getSessionSnapshot().ready) void refreshSession();
    const timer = setInterval(() => void refreshSession(), TIMING.sessionRefreshMs);
    return () => clearInterval(timer);
  }, []);

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
      unconfirmed,
      loggedOutFrom: session.loggedIn ? null : loggedOutFrom,
      setSession,
      logout,
      refresh,
    }),
    [session, ready, unconfirmed, loggedOutFrom, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
