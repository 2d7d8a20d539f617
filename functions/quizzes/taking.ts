/**
 * A learner taking quizzes: the course's quizzes with their best attempts, one quiz without its
 * answers (options shuffled anew on every load), and an attempt, which is graded, counted against
 * the limits and kept if it is the learner's best. Only learners enrolled in the course see or take
 * its quizzes.
 */

import type { Answers, AttemptResult, CourseQuiz, LearnerQuiz } from '../../shared/quizzes';
import { refusalText } from '../../shared/validation';
import { StillContended } from '../data/conditions';
import {
  countQuizAttempt,
  getAttemptSlots,
  getQuiz,
  getQuizIndex,
  getQuizStanding,
  keepBestAttempt,
  type StoredQuiz,
} from '../data/quizzes';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { BadRequest, Forbidden, NotFound } from '../lib/errors';
import {
  ATTEMPT_WINDOW_MS,
  afterAttempt,
  allQuizzesUsedUp,
  quizAttemptsUsedUp,
  slotState,
} from './attempt-limit';
import { learnerView } from './drafting';
import { grade } from './grading';
import { learnerQuizzes } from './learner-quizzes';

export const QUIZ_NOT_FOUND = 'Quiz not found.';

/** The course's quizzes in course order, each with the caller's best attempt: two reads at once. */
export async function courseQuizzesOf(userId: string, courseId: string): Promise<CourseQuiz[]> {
  const [index, standing] = await Promise.all([getQuizIndex(courseId), getQuizStanding(userId, courseId)]);
  if (!index) throw new NotFound('Course not found.');
  if (!standing.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  return learnerQuizzes(index.quizzes, standing);
}

async function requireQuiz(quizId: string): Promise<StoredQuiz> {
  const quiz = await getQuiz(quizId);
  if (!quiz) throw new NotFound(QUIZ_NOT_FOUND);
  return quiz;
}

const slotsOf = (userId: string, quiz: StoredQuiz, consistent = false) =>
  getAttemptSlots(userId, quiz.courseId, quiz._id, RATE_LIMITS.quizAttemptsPerQuiz.limit, consistent);

/** One quiz for an enrolled learner, without answers or explanations, with the attempts they have left. */
export async function quizFor(userId: string, quizId: string): Promise<LearnerQuiz> {
  const quiz = await requireQuiz(quizId);
  const slots = await slotsOf(userId, quiz);
  if (!slots.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  return learnerView(quiz, slotState(slots.times, Date.now()).allowance);
}

/**
 * Grades an attempt, counts it and keeps it if it is the learner's best. The grade leaves only with
 * a counted attempt by an enrolled learner: a refused attempt (bad answers, not enrolled, over a
 * limit) answers nothing of it.
 *
 * Counting takes a free attempt slot with a conditional write. A concurrent attempt may take the
 * slot first; then the slots are read again, which ends at the latest once every slot is taken.
 */
export async function attempt(userId: string, quizId: string, answers: Answers): Promise<AttemptResult> {
  const quiz = await requireQuiz(quizId);
  const graded = grade(quiz, answers);
  if (!graded.ok) throw new BadRequest(refusalText(graded));
  for (let round = 0; round <= RATE_LIMITS.quizAttemptsPerQuiz.limit; round++) {
    const slots = await slotsOf(userId, quiz, true);
    if (!slots.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
    const now = Date.now();
    const { free, allowance } = slotState(slots.times, now);
    if (free === null) throw quizAttemptsUsedUp(allowance.retryAt!);
    const claim = { slot: free, at: now, freeUpTo: now - ATTEMPT_WINDOW_MS };
    const perLearner = RATE_LIMITS.quizAttemptsPerLearner;
    const counted = await countQuizAttempt(userId, quiz.courseId, quiz._id, claim, perLearner);
    if (!counted.ok && counted.refused === 'rate-limited') throw allQuizzesUsedUp(perLearner, now);
    if (counted.ok) {
      const { percent, passed } = graded.value;
      await keepBestAttempt(userId, quiz.courseId, quiz._id, {
        percent,
        passed,
        at: new Date(now).toISOString(),
      });
      return { ...graded.value, attempts: slotState(afterAttempt(slots.times, free, now), now).allowance };
    }
  }
  throw new StillContended('The attempt slots kept changing.');
}
