/**
 * The course's quizzes as a learner sees them: the quiz list in course order, each with the
 * learner's best attempt. One builder for every answer that carries them (the course's quiz list,
 * the player's course), so they never differ.
 */
import type { CourseQuiz, QuizSummary } from '../../shared/quizzes';
import type { QuizStanding } from '../data/quizzes';

export const learnerQuizzes = (quizzes: readonly QuizSummary[], standing: QuizStanding): CourseQuiz[] =>
  quizzes.map((quiz) => ({ ...quiz, best: standing.best[quiz._id] ?? null }));
