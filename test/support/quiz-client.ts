/** The quiz calls, made through the real handlers with one browser's cookies, and quizzes to test with. */

import { getQuizIndex } from '../../functions/data/quizzes';
import { importQuizzes } from '../../functions/quizzes/catalogue-quizzes';
import { httpHandler } from '../../infra/local/handlers';
import type {
  AttemptRefusal,
  AttemptResult,
  CourseQuiz,
  LearnerQuiz,
  QuizDraft,
  QuizSummary,
} from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { CookieJar } from './events';

const attempt = httpHandler('POST /api/quiz/{quizId}/attempt');
const getQuiz = httpHandler('GET /api/quiz/{quizId}');
const listQuizzes = httpHandler('GET /api/course/{courseId}/quizzes');

type Msg = { msg?: string };

/** A learner's quiz calls; a logged-out browser when `jar` is omitted. */
export function quizClient(jar: CookieJar = new CookieJar()) {
  return {
    list: (courseId: string) =>
      jar.call<CourseQuiz[] & Msg>(listQuizzes, {
        path: `/api/course/${courseId}/quizzes`,
        params: { courseId },
      }),
    quiz: (quizId: string) =>
      jar.call<LearnerQuiz & Msg>(getQuiz, { path: `/api/quiz/${quizId}`, params: { quizId } }),
    attempt: (quizId: string, answers: unknown) =>
      jar.call<AttemptResult & Msg & Partial<AttemptRefusal>>(attempt, {
        path: `/api/quiz/${quizId}/attempt`,
        params: { quizId },
        body: { answers },
      }),
  };
}

/**
 * A quiz of four questions after `afterLesson`, pass mark 70 %: three right (75 %) pass, two (50 %)
 * fail. The correct options are `o2` for q1, `o1` and `o2` for q2, `o1` for q3 and q4.
 */
export const sampleQuiz = (title: string, afterLesson = 1): QuizDraft => ({
  title,
  afterLesson,
  passPercent: 70,
  questions: [
    {
      text: 'What is 2 + 2?',
      kind: 'single',
      options: [{ text: '3' }, { text: '4' }, { text: '5' }],
      answer: [1],
      explanation: 'Two and two make four.',
    },
    {
      text: 'Which of these are prime?',
      kind: 'multiple',
      options: [{ text: '2' }, { text: '3' }, { text: '4' }, { text: '9' }],
      answer: [0, 1],
      explanation: 'A prime has exactly two divisors; 4 and 9 have three.',
    },
    {
      text: 'Is a byte 8 bits?',
      kind: 'single',
      options: [{ text: 'Yes' }, { text: 'No' }],
      answer: [0],
      explanation: 'On every machine you will meet, a byte is 8 bits.',
    },
    {
      text: 'Which one is a loop keyword in Python?',
      kind: 'single',
      options: [{ text: 'while' }, { text: 'repeat' }],
      answer: [0],
      explanation: 'Python has while and for; repeat is from other languages.',
    },
  ],
});

/** Answers to `sampleQuiz` with exactly `right` of the four questions right (the rest wrong). */
export function sampleAnswers(right: number): Record<string, string[]> {
  const correct: Record<string, string[]> = { q1: ['o2'], q2: ['o1', 'o2'], q3: ['o1'], q4: ['o1'] };
  const wrong: Record<string, string[]> = { q1: ['o1'], q2: ['o1'], q3: ['o2'], q4: ['o2'] };
  return Object.fromEntries(['q1', 'q2', 'q3', 'q4'].map((q, i) => [q, i < right ? correct[q]! : wrong[q]!]));
}

/** Adds quizzes to a test course through the import's own pass; answers the course's quizzes. */
export async function withQuizzes(course: Course, quizzes: QuizDraft[]): Promise<QuizSummary[]> {
  await importQuizzes([{ course, quizzes }]);
  return (await getQuizIndex(course._id, true))!.quizzes;
}
