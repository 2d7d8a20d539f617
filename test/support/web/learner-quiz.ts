/** Quiz questions as a learner receives them, written as a line each in the web tests. */
import type { AttemptResult, LearnerQuiz, QuestionKind } from '@shared/quizzes';

type LearnerQuestion = LearnerQuiz['questions'][number];

/** A question with its options given as `[id, text]` pairs, in the order the learner sees them. */
export function learnerQuestion(
  _id: string,
  kind: QuestionKind,
  text: string,
  options: Array<[id: string, text: string]>,
): LearnerQuestion {
  return { _id, text, kind, options: options.map(([id, optionText]) => ({ _id: id, text: optionText })) };
}

/** Quiz quiz-1 of course python, after lesson 1, passed at 70%, with all 3 attempts left unless told. */
export function learnerQuiz(
  title: string,
  questions: LearnerQuestion[],
  more: Partial<LearnerQuiz> = {},
): LearnerQuiz {
  return {
    _id: 'quiz-1',
    courseId: 'python',
    title,
    afterLesson: 1,
    passPercent: 70,
    attempts: { left: 3, retryAt: null },
    questions,
    ...more,
  };
}

/** A quiz of two questions on loops: one answer (o1), then several (o1 and o3). */
export const LOOPS_QUIZ = learnerQuiz('Loops', [
  learnerQuestion('q1', 'single', 'Which keyword starts a loop?', [
    ['o1', 'while'],
    ['o2', 'repeat'],
  ]),
  learnerQuestion('q2', 'multiple', 'Which are Python keywords?', [
    ['o1', 'for'],
    ['o2', 'loop'],
    ['o3', 'in'],
  ]),
]);

export const WHILE_WHY = 'while repeats while a test holds.';

/** A failed attempt: the server leaves out the answer and explanation of the question answered wrong. */
export const LOOPS_FAILED: AttemptResult = {
  percent: 50,
  passed: false,
  correct: 1,
  total: 2,
  results: [
    { questionId: 'q1', correct: true, answer: ['o1'], explanation: WHILE_WHY },
    { questionId: 'q2', correct: false },
  ],
  attempts: { left: 2, retryAt: null },
};
