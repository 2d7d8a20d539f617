/**
 * The limit of attempts per quiz: `QUIZ_ATTEMPTS_PER_QUIZ` in any `QUIZ_ATTEMPT_WINDOW_HOURS` hours,
 * per learner. Each learner has that many slots per quiz, each holding the time of the attempt that
 * last took it; an attempt takes a slot whose time is at least the window ago (or that was never
 * used). Two attempts in one slot are a window apart, so no window of that length holds more
 * attempts than there are slots. The write's condition takes the slot (functions/data/quizzes.ts);
 * what is read here only picks which slot to try and says when one frees up.
 */
import { message, timeValue } from '../../shared/message';
import {
  type AttemptAllowance,
  QUIZ_ATTEMPT_WINDOW_HOURS,
  QUIZ_ATTEMPTS_PER_QUIZ,
} from '../../shared/quizzes';
import { RATE_LIMITS } from '../data/rate-limit-table';
import type { RateLimit } from '../data/rate-limits';
import { AttemptsUsedUp, windowEnd } from '../lib/errors';

export const ATTEMPT_WINDOW_MS = RATE_LIMITS.quizAttemptsPerQuiz.windowSeconds * 1000;

/** The slots' state at `now`: how many are free, the first free one, and when the next frees up. */
export interface SlotState {
  /** The first free slot, or null when every slot is taken. */
  free: number | null;
  allowance: AttemptAllowance;
}

const isFree = (time: number | null, now: number): boolean =>
  time === null || time + ATTEMPT_WINDOW_MS <= now;

export function slotState(times: ReadonlyArray<number | null>, now: number): SlotState {
  const free = times.flatMap((time, slot) => (isFree(time, now) ? [slot] : []));
  const taken = times.filter((time): time is number => !isFree(time, now));
  return {
    free: free[0] ?? null,
    allowance: {
      left: free.length,
      retryAt: free.length > 0 ? null : new Date(Math.min(...taken) + ATTEMPT_WINDOW_MS).toISOString(),
    },
  };
}

/** The slots after an attempt took `slot` at `now`. */
export const afterAttempt = (
  times: ReadonlyArray<number | null>,
  slot: number,
  now: number,
): Array<number | null> => times.map((time, index) => (index === slot ? now : time));

/** All slots of the quiz taken: the next attempt is allowed when the oldest one frees up. */
export const quizAttemptsUsedUp = (retryAt: string): AttemptsUsedUp =>
  new AttemptsUsedUp(
    // The time in words is in UTC, which the browser shows again in the learner's own zone.
    message(
      'You have used all {attempts} attempts at this quiz allowed in {hours} hours. Review the lesson meanwhile; your next attempt is allowed from {time}.',
      { attempts: QUIZ_ATTEMPTS_PER_QUIZ, hours: QUIZ_ATTEMPT_WINDOW_HOURS, time: timeValue(retryAt) },
    ),
    retryAt,
  );

/** `rule` (the limit over all quizzes) reached at `now`: the next attempt is allowed when its window ends. */
export function allQuizzesUsedUp(rule: RateLimit, now: number): AttemptsUsedUp {
  const retryAt = windowEnd(rule.windowSeconds, now);
  return new AttemptsUsedUp(
    message(
      'You have made {limit} quiz attempts this hour. Take a break; your next attempt is allowed from {time}.',
      { limit: rule.limit, time: timeValue(retryAt) },
    ),
    retryAt,
  );
}
