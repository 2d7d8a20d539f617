/**
 * What the browser knows of the session, outside React so that route loaders can wait for it.
 *
 * The session cookies are HttpOnly; beside them the server sets a readable marker cookie
 * (`lf_session=1`, `__Host-` prefixed in the cloud) for as long as the refresh cookie lives. Without
 * the marker there is no session to refresh, so an anonymous visit asks the server nothing and the
 * session is known at once; with it, the first refresh decides. That first refresh also brings the
 * account (`?account=1`), which the account feature takes instead of asking `GET /api/users/me`: a
 * page load makes one call, not two. The periodic refreshes ask for the session alone.
 */
import type { AccountProfile, SessionWithAccount } from '@shared/account';
import type { Session } from '@shared/types';
import { type ApiResult, api } from '../../lib/api';

export const LOGGED_OUT: Session = { loggedIn: false, name: '', role: '' };

export interface SessionSnapshot {
  session: Session;
  /** False until the first answer when a session may exist: guards wait instead of bouncing. */
  ready: boolean;
  /**
   * True while the server could not be asked (no answer, or a 5xx): the session is kept as it was,
   * since only a 401 ends it, and the next refresh asks again. Name and role may then be unknown.
   */
  unconfirmed?: boolean;
}

const MARKER = /(?:^|;\s*)((?:__Host-)?lf_session)=1(?:;|$)/;

/** True when the marker cookie says a session may exist. */
export const mayHaveSession = (): boolean => typeof document !== 'undefined' && MARKER.test(document.cookie);

/** Drops a marker that outlived its session (revoked, or ended by a password reset elsewhere). */
function forgetMarker(): void {
  const name = MARKER.exec(document.cookie)?.[1];
  if (!name) return;
  const secure = name.startsWith('__Host-') ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed string; the Cookie Store API is missing in browsers still in use
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
}

/** What a page rendered ahead of time shows (and what hydration must start from): an anonymous visit. */
export const ANONYMOUS: SessionSnapshot = { session: LOGGED_OUT, ready: true };

const freshSnapshot = (): SessionSnapshot =>
  mayHaveSession() ? { session: LOGGED_OUT, ready: false } : ANONYMOUS;

let snapshot: SessionSnapshot = freshSnapshot();
const listeners = new Set<() => void>();

/**
 * Whether this page load knows who is logged in (a refresh answered 200 or 401, or a login): until
 * then each refresh asks for the account too.
 */
let sessionKnown = false;
/** The account the page load's refresh brought, with the session it belongs to, until it is taken. */
let refreshedAccount: { session: Session; account: AccountProfile } | null = null;

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const getSessionSnapshot = (): SessionSnapshot => snapshot;

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sameSession = (a: Session, b: Session) =>
  a.loggedIn === b.loggedIn && a.name === b.name && a.role === b.role;

/** After login, or when the server says who is logged in. */
export function setSession(session: Session): void {
  sessionKnown = true;
  if (refreshedAccount && !sameSession(refreshedAccount.session, session)) refreshedAccount = null;
  if (snapshot.ready && !snapshot.unconfirmed && sameSession(snapshot.session, session)) return;
  publish({ session, ready: true });
}

/**
 * The marker says a session exists and the server gave no verdict: the learner stays logged in (as
 * whoever the last answer named; nameless on a load), and pages show that LearnFree can't be reached
 * rather than sending them to log in.
 */
const UNKNOWN_LEARNER: Session = { loggedIn: true, name: '', role: '' };

function keepUnconfirmed(): Session {
  const session = snapshot.ready && snapshot.session.loggedIn ? snapshot.session : UNKNOWN_LEARNER;
  if (!snapshot.unconfirmed || snapshot.session !== session)
    publish({ session, ready: true, unconfirmed: true });
  return session;
}

/**
 * One refresh at a time across the tabs of this browser, which share the cookie: tabs opened together
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

// One refresh at a time per page: each refresh rotates the cookie, so overlapping calls (a loader and
// the provider at start-up, a timer firing during a manual refresh) would race each other.
let refreshInFlight: Promise<Session> | null = null;

type RefreshAnswer = Session & Partial<Pick<SessionWithAccount, 'account'>>;

async function askServer(): Promise<Session> {
  const path = sessionKnown ? '/api/token/refresh' : '/api/token/refresh?account=1';
  const { status, data }: ApiResult<RefreshAnswer> = await oneTabAtATime(() => api<RefreshAnswer>(path));
  // Only a 401 means logged out; a network failure, a 5xx or a refused request (429) says nothing
  // about the session, and logging the learner out then would send them to a login that cannot work.
  if (status !== 200 && status !== 401) return keepUnconfirmed();
  if (status === 401) forgetMarker();
  const session =
    status === 200 && data.loggedIn ? { loggedIn: true, name: data.name, role: data.role } : LOGGED_OUT;
  if (session.loggedIn && data.account) refreshedAccount = { session, account: data.account };
  setSession(session);
  return session;
}

/**
 * The account the page load's refresh brought along, handed out once (after the refresh under way,
 * if one is): the account feature's first read takes it instead of asking `GET /api/users/me`. Null
 * when that refresh brought none (it failed, or nobody is logged in), once taken, and once another
 * session is known.
 */
export async function takeRefreshedAccount(): Promise<AccountProfile | null> {
  if (refreshInFlight) await refreshInFlight;
  const held = refreshedAccount;
  refreshedAccount = null;
  return held?.account ?? null;
}

/** Asks the server when a session may exist; otherwise knows at once that nobody is logged in. */
export function refreshSession(): Promise<Session> {
  if (!mayHaveSession()) {
    setSession(LOGGED_OUT);
    return Promise.resolve(LOGGED_OUT);
  }
  refreshInFlight ??= askServer().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The session as soon as it is known: the one already known, or the answer of the first refresh.
 * An unconfirmed session is asked again, so a page's "Try again" also retries the session.
 */
export function knownSession(): Promise<Session> {
  return snapshot.ready && !snapshot.unconfirmed ? Promise.resolve(snapshot.session) : refreshSession();
}

/**
 * Starts over as a fresh page load does: reads the marker again and forgets the answer. The app
 * starts this way on its own; component tests call it between renders that share this module.
 */
export function restartSession(): void {
  refreshInFlight = null;
  sessionKnown = false;
  refreshedAccount = null;
  publish(freshSnapshot());
}

/**
 * Runs `load` once the session is known, for a logged-in learner only: route loaders of login-only
 * pages start with it, so they never ask the API before the session refresh (or without a session).
 * For anyone else it never settles, as the login guard sends them away first.
 */
export function whenLoggedIn<T>(load: () => Promise<T>): Promise<T> {
  return knownSession().then((session) => (session.loggedIn ? load() : new Promise<T>(() => {})));
}
