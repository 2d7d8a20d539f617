/**
 * A learner taking quizzes: the course's quizzes with their best attempts, one quiz without its
 * answers, and an attempt, which is graded, counted against the hourly limit and kept if it is the
 * learner's best. Only learners enrolled in the course see or take its quizzes.
 */
import {
  type Answers,
  type AttemptResult,
  type CourseQuiz,
  type LearnerQuiz,
  QUIZ_ATTEMPTS_PER_HOUR,
} from '../../shared/quizzes';
import {
  countQuizAttempt,
  getQuiz,
  getQuizIndex,
  getQuizStanding,
  keepBestAttempt,
  type StoredQuiz,
} from '../data/quizzes';
import type { RateLimit } from '../data/rate-limits';
import { getUserCourse } from '../data/user-courses';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { BadRequest, Forbidden, NotFound, TooMany } from '../lib/errors';
import { learnerView } from './drafting';
import { grade } from './grading';

export const QUIZ_NOT_FOUND = 'Quiz not found.';

/** Counted per learner over all quizzes, per clock hour. */
export const QUIZ_ATTEMPT_LIMIT: RateLimit = {
  scope: 'quiz-attempt',
  limit: QUIZ_ATTEMPTS_PER_HOUR,
  windowSeconds: 60 * 60,
};

export const TOO_MANY_ATTEMPTS = `You have made ${QUIZ_ATTEMPTS_PER_HOUR} quiz attempts this hour. Take a break and try again later.`;

/** The course's quizzes in course order, each with the caller's best attempt: two reads at once. */
export async function courseQuizzesOf(userId: string, courseId: string): Promise<CourseQuiz[]> {
  const [index, standing] = await Promise.all([getQuizIndex(courseId), getQuizStanding(userId, courseId)]);
  if (!index) throw new NotFound('Course not found.');
  if (!standing.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  return index.quizzes.map((quiz) => ({ ...quiz, best: standing.best[quiz._id] ?? null }));
}

async function requireQuiz(quizId: string): Promise<StoredQuiz> {
  const quiz = await getQuiz(quizId);
  if (!quiz) throw new NotFound(QUIZ_NOT_FOUND);
  return quiz;
}

/** One quiz for an enrolled learner, without answers or explanations. */
export async function quizFor(userId: string, quizId: string): Promise<LearnerQuiz> {
  const quiz = await requireQuiz(quizId);
  const relation = await getUserCourse(userId, quiz.courseId);
  if (!relation?.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  return learnerView(quiz);
}

/**
 * Grades an attempt and keeps it if it is the learner's best. The answers and explanations leave
 * only with a counted attempt by an enrolled learner: a refused attempt answers none of them.
 */
export async function attempt(userId: string, quizId: string, answers: Answers): Promise<AttemptResult> {
  const quiz = await requireQuiz(quizId);
  const graded = grade(quiz, answers);
  if (!graded.ok) throw new BadRequest(graded.msg);
  const counted = await countQuizAttempt(userId, quiz.courseId, QUIZ_ATTEMPT_LIMIT);
  if (counted === 'not-enrolled') throw new Forbidden(NOT_ENROLLED_MSG);
  if (counted === 'too-many') throw new TooMany(TOO_MANY_ATTEMPTS);
  const { percent, passed } = graded.value;
  await keepBestAttempt(userId, quiz.courseId, quiz._id, { percent, passed, at: new Date().toISOString() });
  return graded.value;
}
