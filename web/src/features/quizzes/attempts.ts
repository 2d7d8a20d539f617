/** How the quiz page speaks of the attempts a learner has left at a quiz; the server enforces them. */
import { type AttemptAllowance, QUIZ_ATTEMPT_WINDOW_HOURS, QUIZ_ATTEMPTS_PER_QUIZ } from '@shared/quizzes';
import { t } from '../../i18n';

/** The rule in one sentence. */
export const attemptsRule = (): string =>
  t('A quiz allows {attempts} attempts in any {hours} hours.', {
    attempts: QUIZ_ATTEMPTS_PER_QUIZ,
    hours: QUIZ_ATTEMPT_WINDOW_HOURS,
  });

/** True while no attempt is allowed, as far as this browser can tell. */
export const attemptsUsedUp = (attempts: AttemptAllowance, now = Date.now()): boolean =>
  attempts.left === 0 && attempts.retryAt !== null && Date.parse(attempts.retryAt) > now;

/** "2 of 3 attempts left", for the quiz's facts and after an attempt. */
export const attemptsLeft = ({ left }: AttemptAllowance): string =>
  t('{left} of {attempts} attempts left', { left, attempts: QUIZ_ATTEMPTS_PER_QUIZ });

/** The same as a sentence, after an attempt: "2 of 3 attempts left." */
export const attemptsLeftSentence = ({ left }: AttemptAllowance): string =>
  t('{left} of {attempts} attempts left.', { left, attempts: QUIZ_ATTEMPTS_PER_QUIZ });
