/**
 * The outcome of an attempt: the score and whether it passed, then every question with whether it
 * was right, the learner's choice, the correct answer and the explanation. Marks are words as well
 * as colours, so they read the same to everyone.
 */
import type { Answers, AttemptResult, LearnerQuiz } from '@shared/quizzes';
import { type ReactNode, useEffect, useRef } from 'react';

export function QuizResults({
  quiz,
  result,
  answers,
  actions,
}: {
  quiz: LearnerQuiz;
  result: AttemptResult;
  answers: Answers;
  /** Try again and Back to the course, shown above and below the review. */
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the learner was in is gone: bring focus (and screen readers) to the outcome.
  useEffect(() => heading.current?.focus(), []);
  const byId = new Map(result.results.map((r) => [r.questionId, r]));

  return (
    <section className="quiz-result" aria-labelledby="quiz-result-heading">
      <div className={`quiz-score ${result.passed ? 'is-passed' : 'is-failed'}`}>
        <h2 id="quiz-result-heading" ref={heading} tabIndex={-1} className="quiz-score__heading">
          {result.passed ? 'Passed' : 'Not passed yet'}: you scored {result.percent}%
        </h2>
        <p className="quiz-score__detail">
          {result.correct} of {result.total} questions right. The pass mark is {quiz.passPercent}%.
          {result.passed ? '' : ' Read the explanations below, then try again.'}
        </p>
        <div className="quiz-actions">{actions}</div>
      </div>
      <h2 className="quiz-result__review-title">Your answers</h2>
      <ol className="quiz-review">
        {quiz.questions.map((question, index) => {
          const outcome = byId.get(question._id);
          if (!outcome) return null;
          const chosen = new Set(answers[question._id] ?? []);
          const correct = new Set(outcome.answer);
          return (
            <li
              key={question._id}
              className={`quiz-review__item ${outcome.correct ? 'is-right' : 'is-wrong'}`}
            >
              <h3 className="quiz-review__question">
                <span className="quiz-question__number">Question {index + 1}</span> {question.text}
              </h3>
              <p className="quiz-review__verdict">
                <span aria-hidden="true">{outcome.correct ? '✓' : '✗'}</span>{' '}
                {outcome.correct ? 'Right' : chosen.size === 0 ? 'Not answered' : 'Wrong'}
              </p>
              <ul className="quiz-review__options">
                {question.options.map((option) => (
                  <li
                    key={option._id}
                    className={`quiz-review__option${correct.has(option._id) ? ' is-correct' : ''}${chosen.has(option._id) ? ' is-chosen' : ''}`}
                  >
                    <span>{option.text}</span>
                    {correct.has(option._id) && (
                      <span className="quiz-tag quiz-tag--correct">Correct answer</span>
                    )}
                    {chosen.has(option._id) && <span className="quiz-tag">Your answer</span>}
                  </li>
                ))}
              </ul>
              <p className="quiz-review__explanation">
                <strong>Why: </strong>
                {outcome.explanation}
              </p>
            </li>
          );
        })}
      </ol>
      <div className="quiz-actions">{actions}</div>
    </section>
  );
}
