/**
 * The outcome of an attempt: the score, whether it passed and the attempts left, then every question
 * with whether it was right and the learner's choice. A passed attempt also shows every correct
 * answer and why; a failed one only for the questions answered right: the server keeps the others'
 * answers until the quiz is passed, so the page says to review the lesson instead. Marks are words as
 * well as colours, so they read the same to everyone.
 */
import type { Answers, AttemptResult, LearnerQuiz, QuestionResult } from '@shared/quizzes';
import { type ReactNode, useEffect, useRef } from 'react';
import { Trans, t } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { attemptsLeftSentence, attemptsRule } from '../attempts';

function AttemptsNote({ result }: { result: AttemptResult }) {
  const { attempts } = result;
  if (attempts.left > 0)
    return <p className="quiz-score__attempts">{`${attemptsLeftSentence(attempts)} ${attemptsRule()}`}</p>;
  return (
    <p className="quiz-score__attempts">
      {t('That was your last attempt for now.')} {attemptsRule()}
      {attempts.retryAt && (
        <>
          {' '}
          <Trans
            id="Your next attempt is allowed from <0>{when}</0>."
            values={{ when: formatDateTime(attempts.retryAt) }}
            components={[<time key="0" dateTime={attempts.retryAt} />]}
          />
        </>
      )}
    </p>
  );
}

function ReviewedQuestion({
  question,
  number,
  outcome,
  chosen,
}: {
  question: LearnerQuiz['questions'][number];
  number: number;
  outcome: QuestionResult;
  chosen: Set<string>;
}) {
  const correct = new Set(outcome.answer ?? []);
  return (
    <li className={`quiz-review__item ${outcome.correct ? 'is-right' : 'is-wrong'}`}>
      <h3 className="quiz-review__question">
        <span className="quiz-question__number">{t('Question {number}', { number })}</span> {question.text}
      </h3>
      <p className="quiz-review__verdict">
        <span aria-hidden="true">{outcome.correct ? '✓' : '✗'}</span>{' '}
        {outcome.correct ? t('Right') : chosen.size === 0 ? t('Not answered') : t('Wrong')}
      </p>
      <ul className="quiz-review__options">
        {question.options.map((option) => (
          <li
            key={option._id}
            className={`quiz-review__option${correct.has(option._id) ? ' is-correct' : ''}${chosen.has(option._id) ? ' is-chosen' : ''}`}
          >
            <span>{option.text}</span>
            {correct.has(option._id) && (
              <span className="quiz-tag quiz-tag--correct">{t('Correct answer')}</span>
            )}
            {chosen.has(option._id) && <span className="quiz-tag">{t('Your answer')}</span>}
          </li>
        ))}
      </ul>
      {outcome.explanation ? (
        <p className="quiz-review__explanation">
          <strong>{t('Why:')} </strong>
          {outcome.explanation}
        </p>
      ) : (
        <p className="quiz-review__hidden">
          {t('The correct answer stays hidden until you pass. Review the lesson, then try again.')}
        </p>
      )}
    </li>
  );
}

export function QuizResults({
  quiz,
  result,
  answers,
  actions,
}: {
  quiz: LearnerQuiz;
  result: AttemptResult;
  answers: Answers;
  /** Try again (while attempts are left) and Back to the course, shown above and below the review. */
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
          {result.passed
            ? t('Passed: you scored {percent}%', { percent: result.percent })
            : t('Not passed yet: you scored {percent}%', { percent: result.percent })}
        </h2>
        <p className="quiz-score__detail">
          {t('{correct} of {total} questions right. The pass mark is {pass}%.', {
            correct: result.correct,
            total: result.total,
            pass: quiz.passPercent,
          })}{' '}
          {result.passed
            ? t('Below are the correct answers and why.')
            : t(
                'Below you see which questions you got right, and why. The correct answers to the others stay hidden until you pass.',
              )}
        </p>
        <AttemptsNote result={result} />
        <div className="quiz-actions">{actions}</div>
      </div>
      <h2 className="quiz-result__review-title">{t('Your answers')}</h2>
      <ol className="quiz-review">
        {quiz.questions.map((question, index) => {
          const outcome = byId.get(question._id);
          return outcome ? (
            <ReviewedQuestion
              key={question._id}
              question={question}
              number={index + 1}
              outcome={outcome}
              chosen={new Set(answers[question._id] ?? [])}
            />
          ) : null;
        })}
      </ol>
      <div className="quiz-actions">{actions}</div>
    </section>
  );
}
