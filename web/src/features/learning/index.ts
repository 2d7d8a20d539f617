/**
 * What other features may use of learning: the play answer as a page asks for it (the course page:
 * whether the learner is enrolled and where they would carry on; the player then takes it rather
 * than asking again), the mark of a lesson whose video cannot be watched, and a video's address on
 * YouTube. Everything else is learning's own.
 */
export { usePlayAnswer } from './play-answer';
export { UnavailableMark } from './video/unavailable-mark';
export { watchUrl } from './video/video-problems';
