/**
 * What other features may use of the catalogue: its calls of the API contract (the home page's
 * counts and the learner's interests read the catalogue's overview). Everything else is the
 * catalogue's own.
 */
export { catalogueApi } from './api';
