/**
 * What other features may use of ratings: the stars every course shows, the player's request for a
 * rating, the course page's reviews section (loaded on its own, after the page: most visitors read
 * the course before its reviews), and the reported reviews of the moderation page. Everything else
 * is the ratings' own.
 */
export { CourseReviews } from './components/course-reviews-lazy';
export { RatingPrompt } from './components/rating-prompt';
export { ReportedReviews } from './components/reported-reviews';
export { Stars } from './components/stars';
