/**
 * What other features may use of learning: the learner's calls of the API contract (the course page
 * asks whether the learner is enrolled and where they would carry on). Everything else is learning's
 * own.
 */
export { learningApi } from './api';
