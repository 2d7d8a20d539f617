/**
 * Grading an attempt. A question counts as right only when exactly its correct options are chosen;
 * an unanswered question counts as wrong. Answers naming what the quiz does not have are refused
 * before anything is counted or stored.
 */
import { type Answers, type AttemptResult, scorePercent } from '../../shared/quizzes';
import type { Result } from '../../shared/validation';
import type { StoredQuiz } from '../data/quizzes';

/** Why `answers` cannot be an attempt at `quiz`, or null when they can. */
function problem(quiz: StoredQuiz, answers: Answers): string | null {
  const byId = new Map(quiz.questions.map((q, index) => [q._id, { question: q, number: index + 1 }]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const found = byId.get(questionId);
    if (!found) return 'An answer names a question this quiz does not have. Reload the quiz and try again.';
    const { question, number } = found;
    const options = new Set(question.options.map((o) => o._id));
    if (!chosen.every((id) => options.has(id)))
      return `Question ${number}: an answer names an option it does not have. Reload the quiz and try again.`;
    if (question.kind === 'single' && chosen.length > 1) return `Question ${number} takes one answer.`;
  }
  return null;
}

export function grade(quiz: StoredQuiz, answers: Answers): Result<AttemptResult> {
  const refused = problem(quiz, answers);
  if (refused) return { ok: false, msg: refused };
  const results = quiz.questions.map((q) => {
    const chosen = new Set(answers[q._id] ?? []);
    const correct = chosen.size === q.answer.length && q.answer.every((id) => chosen.has(id));
    return { questionId: q._id, correct, answer: q.answer, explanation: q.explanation };
  });
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  const percent = scorePercent(correct, total);
  return { ok: true, value: { percent, passed: percent >= quiz.passPercent, correct, total, results } };
}
