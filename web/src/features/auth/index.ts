/**
 * What other features may use of auth: the session (the hook, its provider and the store behind
 * them, for loaders that run outside React). Everything else is auth's own; the app's frame
 * (web/src/app) takes the route guards and the session marker from their modules.
 */
export { SessionProvider, useSession } from './session';
export {
  getSessionSnapshot,
  refreshSession,
  setSession,
  subscribeToSession,
  whenLoggedIn,
} from './session-store';
