/**
 * What other features may use of auth: the session (the hook, its provider and the store behind
 * them, for loaders that run outside React) and the route guards. Everything else is auth's own.
 */
export { RequireLoggedOut, RequireLogin } from './guards';
export { SessionProvider, useSession } from './session';
export {
  getSessionSnapshot,
  mayHaveSession,
  refreshSession,
  setSession,
  subscribeToSession,
  whenLoggedIn,
} from './session-store';
