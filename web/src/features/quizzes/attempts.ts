/** How the quiz page speaks of the attempts a learner has left at a quiz; the server enforces them. */
import { type AttemptAllowance, QUIZ_ATTEMPT_WINDOW_HOURS, QUIZ_ATTEMPTS_PER_QUIZ } from '@shared/quizzes';

/** The rule in one sentence. */
export const ATTEMPTS_RULE = `A quiz allows ${QUIZ_ATTEMPTS_PER_QUIZ} attempts in any ${QUIZ_ATTEMPT_WINDOW_HOURS} hours.`;

/** True while no attempt is allowed, as far as this browser can tell. */
export const attemptsUsedUp = (attempts: AttemptAllowance, now = Date.now()): boolean =>
  attempts.left === 0 && attempts.retryAt !== null && Date.parse(attempts.retryAt) > now;

/** "2 of 3 attempts left", for the quiz's facts and after an attempt. */
export const attemptsLeft = ({ left }: AttemptAllowance): string =>
  `${left} of ${QUIZ_ATTEMPTS_PER_QUIZ} attempts left`;
