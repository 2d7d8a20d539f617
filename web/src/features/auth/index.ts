/**
 * What other features may use of auth: the session (the hook, its provider and the store behind
 * them, for loaders that run outside React), and the account the page load's refresh brought. Everything else is auth's own; the app's frame
 * (web/src/app) takes the route guards and the session marker from their modules.
 */
export { SessionProvider, useSession } from './session';
export {
  getSessionSnapshot,
  refreshSession,
  setSession,
  subscribeToSession,
  takeRefreshedAccount,
  whenLoggedIn,
} from './session-store';
