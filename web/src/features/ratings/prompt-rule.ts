/**
 * When the player asks for a rating: once the learner has completed the third lesson, or every
 * lesson of a shorter course, and only while the server still says `ask` (never again once the
 * learner rated the course or dismissed the prompt, on any device).
 */
import { RATING_PROMPT_AFTER_LESSONS, type RatingPrompt } from '@shared/ratings';

export function promptDue(prompt: RatingPrompt | undefined, completed: number, lessons: number): boolean {
  if (prompt !== 'ask') return false;
  return completed >= RATING_PROMPT_AFTER_LESSONS || (lessons > 0 && completed >= lessons);
}
