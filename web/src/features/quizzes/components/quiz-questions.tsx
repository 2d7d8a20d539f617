/**
 * A quiz's questions as a form: radio buttons for single-choice questions, checkboxes for
 * multiple-choice ones, in the order the server sent (it shuffles the options on every load), and
 * one submit button. Plain fieldsets and labels, so Tab, arrow keys and Space work as everywhere else.
 */
import type { Answers, LearnerQuiz } from '@shared/quizzes';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { t } from '../../../i18n';

export function QuizQuestions({
  quiz,
  answers,
  busy,
  onChange,
  onSubmit,
}: {
  quiz: LearnerQuiz;
  answers: Answers;
  busy: boolean;
  onChange(answers: Answers): void;
  onSubmit(): void;
}) {
  const total = quiz.questions.length;
  const answered = quiz.questions.filter((q) => (answers[q._id]?.length ?? 0) > 0).length;

  const choose = (questionId: string, optionId: string, single: boolean, on: boolean) => {
    const chosen = answers[questionId] ?? [];
    const next = single ? [optionId] : on ? [...chosen, optionId] : chosen.filter((id) => id !== optionId);
    onChange({ ...answers, [questionId]: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="quiz-form" onSubmit={submit} aria-label={t('Questions of {quiz}', { quiz: quiz.title })}>
      <ol className="quiz-form__questions">
        {quiz.questions.map((question, index) => {
          const single = question.kind === 'single';
          const hintId = `hint-${question._id}`;
          return (
            <li key={question._id}>
              <fieldset className="quiz-question" aria-describedby={hintId}>
                <legend className="quiz-question__legend">
                  <span className="quiz-question__number">
                    {t('Question {number} of {total}', { number: index + 1, total })}
                  </span>
                  <span className="quiz-question__text">{question.text}</span>
                </legend>
                <p id={hintId} className="quiz-question__hint">
                  {single ? t('Choose one answer.') : t('Choose all that apply.')}
                </p>
                <div className="quiz-question__options">
                  {question.options.map((option) => {
                    const checked = answers[question._id]?.includes(option._id) ?? false;
                    return (
                      <label key={option._id} className={`quiz-option${checked ? ' is-chosen' : ''}`}>
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={question._id}
                          value={option._id}
                          checked={checked}
                          onChange={(event) => choose(question._id, option._id, single, event.target.checked)}
                        />
                        <span>{option.text}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="spread-row quiz-form__submit">
        <p className="quiz-form__count" aria-live="polite">
          {t('{answered} of {total} answered.', { answered, total })}
          {answered < total ? ` ${t('An unanswered question counts as wrong.')}` : ''}
        </p>
        <BusyButton
          type="submit"
          className="btn btn--primary btn--large"
          busy={busy}
          busyLabel={t('Checking…')}
        >
          {t('Submit answers')}
        </BusyButton>
      </div>
    </form>
  );
}
