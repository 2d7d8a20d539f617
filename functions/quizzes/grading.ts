/**
 * Grading an attempt. A question counts as right only when exactly its correct options are chosen;
 * an unanswered question counts as wrong. Answers naming what the quiz does not have are refused
 * before anything is counted or stored.
 *
 * What the grade reveals: a passed attempt every correct answer and explanation; a failed one only
 * those of the questions answered right, which the learner already knows. Were a failed attempt to
 * show the correct options of the others, sending them back would pass any quiz (an empty attempt
 * would show them all), and a pass, or a certificate counting it, would prove nothing.
 */
import { message, type Text } from '../../shared/message';
import { type Answers, type AttemptResult, type QuestionResult, scorePercent } from '../../shared/quizzes';
import { fail, type Result } from '../../shared/validation';
import type { StoredQuiz } from '../data/quizzes';

/** Why `answers` cannot be an attempt at `quiz`, or null when they can. */
function problem(quiz: StoredQuiz, answers: Answers): Text | null {
  const byId = new Map(quiz.questions.map((q, index) => [q._id, { question: q, number: index + 1 }]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const found = byId.get(questionId);
    if (!found) return 'An answer names a question this quiz does not have. Reload the quiz and try again.';
    const { question, number } = found;
    const options = new Set(question.options.map((o) => o._id));
    if (!chosen.every((id) => options.has(id)))
      return message(
        'Question {number}: an answer names an option it does not have. Reload the quiz and try again.',
        { number },
      );
    if (question.kind === 'single' && chosen.length > 1)
      return message('Question {number} takes one answer.', { number });
  }
  return null;
}

/** An attempt's grade, before the attempt is counted: what the answer says but the attempts left. */
export type Grade = Omit<AttemptResult, 'attempts'>;

export function grade(quiz: StoredQuiz, answers: Answers): Result<Grade> {
  const refused = problem(quiz, answers);
  if (refused) return fail(refused);
  const marks = quiz.questions.map((question) => {
    const chosen = new Set(answers[question._id] ?? []);
    const right = chosen.size === question.answer.length && question.answer.every((id) => chosen.has(id));
    return { question, right };
  });
  const correct = marks.filter((m) => m.right).length;
  const total = marks.length;
  const percent = scorePercent(correct, total);
  const passed = percent >= quiz.passPercent;
  const results = marks.map(
    ({ question, right }): QuestionResult =>
      passed || right
        ? {
            questionId: question._id,
            correct: right,
            answer: question.answer,
            explanation: question.explanation,
          }
        : { questionId: question._id, correct: false },
  );
  return { ok: true, value: { percent, passed, correct, total, results } };
}
