/**
 * A course's open (unanswered) questions per lesson as loaded with the course, then as the learner's
 * own asking, accepting and deleting change them, so the player's header follows without a reload.
 */
import { useState } from 'react';
import { openOn } from '../../../components/course/open-questions';

export function useOpenQuestions(loaded: Record<string, number> | undefined) {
  const [counts, setCounts] = useState(loaded ?? {});
  return {
    on: (lessonId: string) => openOn(counts, lessonId),
    change: (lessonId: string, delta: 1 | -1) =>
      setCounts((current) => ({ ...current, [lessonId]: Math.max(0, openOn(current, lessonId) + delta) })),
  };
}
