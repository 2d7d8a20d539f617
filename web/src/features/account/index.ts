/**
 * What other features may use of the account: its calls of the API contract (the dashboard saves the
 * learner's interests with them). Everything else is the account's own.
 */
export { accountApi } from './api';
