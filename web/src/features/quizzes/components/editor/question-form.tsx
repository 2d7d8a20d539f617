/**
 * Writing one question: its text, single or multiple choice, 2 to 6 options with the correct ones
 * marked, and the explanation. Checked with the import's own rules before it is sent, so the author
 * sees the same message the server would give.
 */
import {
  type AuthoredQuestion,
  QUIZ_LIMITS,
  type QuestionDraft,
  type QuestionKind,
  readQuestion,
} from '@shared/quizzes';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { Field, TextAreaField } from '../../../../components/ui/field';
import { ScreenReaderSuffix } from '../../../../components/ui/screen-reader-suffix';
import { msg, t } from '../../../../i18n';
import { refusalMessage } from '../../../../i18n/shared-messages';

interface OptionRow {
  /** The stored option's id, kept so its learners' attempts still name it; new rows have none. */
  _id?: string;
  text: string;
  /** A stable key for React while rows are added and removed. */
  key: string;
}

let rowKeys = 0;

/** The answer kinds an author chooses between, as the form names them. */
const KINDS: ReadonlyArray<{ value: QuestionKind; label: string }> = [
  { value: 'single', label: msg('One correct option') },
  { value: 'multiple', label: msg('One or more correct options') },
];

const row = (text = '', _id?: string): OptionRow => ({
  text,
  key: `row-${++rowKeys}`,
  ...(_id ? { _id } : {}),
});

export function QuestionForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: AuthoredQuestion;
  submitLabel: string;
  /** Saves the question; answers an error message to show, or null when it was saved. */
  onSave(question: QuestionDraft): Promise<string | null>;
  onCancel?(): void;
}) {
  const formId = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [kind, setKind] = useState<QuestionKind>(initial?.kind ?? 'single');
  const [options, setOptions] = useState<OptionRow[]>(
    initial ? initial.options.map((o) => row(o.text, o._id)) : [row(), row()],
  );
  const [correct, setCorrect] = useState<Set<string>>(
    () => new Set(initial ? initial.answer.map((index) => options[index]?.key ?? '') : []),
  );
  const [explanation, setExplanation] = useState(initial?.explanation ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const mark = (key: string, on: boolean) =>
    setCorrect((was) => {
      if (kind === 'single') return new Set(on ? [key] : []);
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const changeKind = (next: QuestionKind) => {
    setKind(next);
    // One correct option at most for a single-choice question: keep the first one marked.
    if (next === 'single')
      setCorrect(
        (was) =>
          new Set(
            options
              .filter((o) => was.has(o.key))
              .slice(0, 1)
              .map((o) => o.key),
          ),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      text,
      kind,
      options: options.map((o) => (o._id ? { _id: o._id, text: o.text } : { text: o.text })),
      answer: options.flatMap((o, index) => (correct.has(o.key) ? [index] : [])),
      explanation,
    };
    const checked = readQuestion(draft);
    if (!checked.ok) return setError(t('This question: {problem}', { problem: refusalMessage(checked) }));
    setBusy(true);
    const problem = await onSave(checked.value);
    setBusy(false);
    setError(problem);
  };

  return (
    <form className="question-form form" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t('Question')}
        value={text}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        hint={t('Up to {max} characters.', { max: QUIZ_LIMITS.textMax })}
      />
      <fieldset className="question-form__kind">
        <legend>{t('Answers')}</legend>
        {KINDS.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name={`${formId}-kind`}
              checked={kind === value}
              onChange={() => changeKind(value)}
            />{' '}
            {t(label)}
          </label>
        ))}
      </fieldset>
      <fieldset className="question-form__options">
        <legend>{t('Options, in the order learners see them (mark the correct ones)')}</legend>
        <ol>
          {options.map((option, index) => (
            <li key={option.key} className="question-form__option">
              <Field
                label={t('Option {number}', { number: index + 1 })}
                value={option.text}
                onChange={(event) =>
                  setOptions((all) =>
                    all.map((o) => (o.key === option.key ? { ...o, text: event.target.value } : o)),
                  )
                }
              />
              <label className="question-form__correct">
                <input
                  type={kind === 'single' ? 'radio' : 'checkbox'}
                  name={`${formId}-correct`}
                  checked={correct.has(option.key)}
                  onChange={(event) => mark(option.key, event.target.checked)}
                />{' '}
                {t('Correct')}
                <ScreenReaderSuffix>{t('(option {number})', { number: index + 1 })}</ScreenReaderSuffix>
              </label>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={options.length <= QUIZ_LIMITS.optionsMin}
                onClick={() => setOptions((all) => all.filter((o) => o.key !== option.key))}
              >
                {t('Remove')}
                <ScreenReaderSuffix>{t('option {number}', { number: index + 1 })}</ScreenReaderSuffix>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={options.length >= QUIZ_LIMITS.optionsMax}
          onClick={() => setOptions((all) => [...all, row()])}
        >
          {t('Add an option')}
        </button>
      </fieldset>
      <TextAreaField
        label={t('Explanation')}
        value={explanation}
        rows={3}
        onChange={(event) => setExplanation(event.target.value)}
        hint={t('Shown with the result: say why the correct answer is correct.')}
      />
      {error && (
        <p className="message message--error" role="alert">
          {error}
        </p>
      )}
      <div className="quiz-actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy}>
          {submitLabel}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
