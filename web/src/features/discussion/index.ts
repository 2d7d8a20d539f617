/**
 * What other features may use of the lesson discussion: the panel the player shows under a lesson.
 * Everything else is the discussion's own. (The open-question counts a course carries, shown on its
 * cards, page and player, are course facts: components/course/open-questions.tsx.)
 */
export { DiscussionPanel } from './components/discussion-panel';
