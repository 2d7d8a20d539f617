/**
 * What other features may use of learning: the learner's calls of the API contract (the course page
 * asks whether the learner is enrolled and where they would carry on), the mark of a lesson whose
 * video cannot be watched, and a video's address on YouTube. Everything else is learning's own.
 */
export { learningApi } from './api';
export { UnavailableMark } from './video/unavailable-mark';
export { watchUrl } from './video/video-problems';
