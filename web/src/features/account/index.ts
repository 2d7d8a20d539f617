/**
 * What other features may use of the account: its calls of the API contract (the dashboard saves the
 * learner's interests with them) and the learner's preferences (the theme, the player's settings).
 * Everything else is the account's own.
 */
export { accountApi } from './api';
export { readMyAccount } from './my-account';
export { keepMyPreferences, loadMyPreferences, saveMyPreferences } from './my-preferences';
