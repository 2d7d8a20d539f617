/**
 * One quiz in the editor: its settings, its questions with their correct options, and the buttons
 * that change them. Every change is sent at once and the panel shows what the server stored.
 */
import {
  type AuthoredQuestion,
  type AuthoredQuiz,
  describeProblem,
  type QuestionDraft,
  readQuizUpdate,
} from '@shared/quizzes';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '../../../../components/ui/busy-button';
import { ScreenReaderSuffix } from '../../../../components/ui/screen-reader-suffix';
import { t } from '../../../../i18n';
import type { ApiResult } from '../../../../lib/api';
import { failure } from '../../../../lib/failure';
import { quizEditorApi } from '../../api';
import { EditorButton } from './editor-button';
import { QuestionActions } from './question-actions';
import { QuestionForm } from './question-form';
import { draftOf, SettingsFields, settingsOf } from './settings-fields';

type Lessons = Array<{ lesson: number; lessonName: string }>;

/** Swaps `ids[index]` with its neighbour `by` places away. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

function QuestionView({ question, number }: { question: AuthoredQuestion; number: number }) {
  return (
    <>
      <h4 className="editor-question__text">
        <span className="quiz-question__number">{t('Question {number}', { number })}</span> {question.text}
      </h4>
      <p className="editor-question__kind">
        {question.kind === 'single' ? t('One correct option') : t('One or more correct options')}
      </p>
      <ol className="editor-question__options">
        {question.options.map((option, index) => (
          <li key={option._id} className={question.answer.includes(index) ? 'is-correct' : undefined}>
            {option.text}
            {question.answer.includes(index) && (
              <span className="quiz-tag quiz-tag--correct">{t('Correct')}</span>
            )}
          </li>
        ))}
      </ol>
      <p className="editor-question__explanation">
        <strong>{t('Why:')} </strong>
        {question.explanation}
      </p>
    </>
  );
}

export function QuizPanel({
  quiz,
  number,
  lessons,
  canMoveUp,
  canMoveDown,
  onChanged,
  onMove,
  onDeleted,
}: {
  quiz: AuthoredQuiz;
  number: number;
  lessons: Lessons;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The quiz as stored after a change; `moved` when its place in the course may have changed. */
  onChanged(quiz: AuthoredQuiz, moved: boolean): void;
  onMove(by: -1 | 1): void;
  onDeleted(): void;
}) {
  const [editingSettings, setEditingSettings] = useState(false);
  const [settings, setSettings] = useState(draftOf(quiz));
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `quiz-${quiz._id}`;

  /** Sends a change; answers the refusal's message, or null once the stored quiz is shown. */
  const send = async (call: Promise<ApiResult<AuthoredQuiz>>, movedPlace = false): Promise<string | null> => {
    setBusy(true);
    const { status, data } = await call;
    setBusy(false);
    if (status !== 200 && status !== 201)
      return failure(t("The change wasn't saved"), t('Try again.'), { status, data });
    onChanged(data, movedPlace);
    return null;
  };

  const saveSettings = async () => {
    const checked = readQuizUpdate(settingsOf(settings));
    if (!checked.ok)
      return void toast.error(
        t("The quiz settings weren't saved. {problem}", { problem: describeProblem(checked.problem) }),
      );
    const problem = await send(quizEditorApi.updateQuiz(quiz._id, checked.value), true);
    if (problem) return void toast.error(problem);
    setEditingSettings(false);
    toast.success(t('Quiz settings saved.'));
  };

  const moveQuestion = async (index: number, by: -1 | 1) => {
    const questionIds = moved(quiz.questions, index, by).map((q) => q._id);
    const { title, afterLesson, passPercent } = quiz;
    const problem = await send(
      quizEditorApi.updateQuiz(quiz._id, { title, afterLesson, passPercent, questionIds }),
    );
    if (problem) toast.error(problem);
  };

  const deleteQuestion = async (question: AuthoredQuestion, index: number) => {
    if (!window.confirm(t('Delete question {number} of "{quiz}"?', { number: index + 1, quiz: quiz.title })))
      return;
    const problem = await send(quizEditorApi.deleteQuestion(quiz._id, question._id));
    if (problem) toast.error(problem);
    else toast.success(t('Question deleted.'));
  };

  const deleteQuiz = async () => {
    if (!window.confirm(t('Delete the quiz "{quiz}" with all its questions?', { quiz: quiz.title }))) return;
    setBusy(true);
    const { status, data } = await quizEditorApi.deleteQuiz(quiz._id);
    setBusy(false);
    if (status !== 200)
      return void toast.error(failure(t("The quiz wasn't deleted"), t('Try again.'), { status, data }));
    toast.success(t('Quiz deleted.'));
    onDeleted();
  };

  const lesson = lessons.find((l) => l.lesson === quiz.afterLesson);
  return (
    <section className="editor-quiz" aria-labelledby={headingId}>
      <div className="editor-quiz__head">
        <div>
          <h2 id={headingId} className="editor-quiz__title">
            <span className="quiz-question__number">{t('Quiz {number}', { number })}</span> {quiz.title}
          </h2>
          <p className="editor-quiz__facts">
            {lesson
              ? t('After lesson {number}: {name}', { number: quiz.afterLesson, name: lesson.lessonName })
              : t('After lesson {number}', { number: quiz.afterLesson })}
            {' · '}
            {t('pass mark {percent}%', { percent: quiz.passPercent })}
            {' · '}
            {t('{count, plural, one {# question} other {# questions}}', { count: quiz.questions.length })}
          </p>
        </div>
        <div className="quiz-actions">
          <EditorButton
            subject={t('of {quiz}', { quiz: quiz.title })}
            busy={false}
            onClick={() => setEditingSettings((v) => !v)}
          >
            {t('Edit settings')}
          </EditorButton>
          <EditorButton subject={quiz.title} disabled={!canMoveUp} busy={busy} onClick={() => onMove(-1)}>
            {t('Move up')}
          </EditorButton>
          <EditorButton subject={quiz.title} disabled={!canMoveDown} busy={busy} onClick={() => onMove(1)}>
            {t('Move down')}
          </EditorButton>
          <EditorButton subject={quiz.title} danger busy={busy} onClick={() => void deleteQuiz()}>
            {t('Delete quiz')}
          </EditorButton>
        </div>
      </div>

      {editingSettings && (
        <form
          className="form editor-quiz__settings"
          aria-label={t('Settings of {quiz}', { quiz: quiz.title })}
          onSubmit={(event) => {
            event.preventDefault();
            void saveSettings();
          }}
        >
          <SettingsFields draft={settings} lessons={lessons} onChange={setSettings} />
          <div className="quiz-actions">
            <BusyButton type="submit" className="btn btn--primary" busy={busy}>
              {t('Save settings')}
            </BusyButton>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setSettings(draftOf(quiz));
                setEditingSettings(false);
              }}
            >
              {t('Cancel')}
            </button>
          </div>
        </form>
      )}

      <details className="editor-quiz__body">
        <summary>
          {t('Questions of {quiz} ({count})', { quiz: quiz.title, count: quiz.questions.length })}
        </summary>
        <ol className="editor-quiz__questions">
          {quiz.questions.map((question, index) => (
            <li key={question._id} className="editor-question">
              {editing === question._id ? (
                <QuestionForm
                  initial={question}
                  submitLabel={t('Save question')}
                  onCancel={() => setEditing(null)}
                  onSave={async (draft: QuestionDraft) => {
                    const problem = await send(quizEditorApi.editQuestion(quiz._id, question._id, draft));
                    if (!problem) {
                      setEditing(null);
                      toast.success(t('Question saved.'));
                    }
                    return problem;
                  }}
                />
              ) : (
                <>
                  <QuestionView question={question} number={index + 1} />
                  <QuestionActions
                    number={index + 1}
                    count={quiz.questions.length}
                    busy={busy}
                    onEdit={() => setEditing(question._id)}
                    onMove={(by) => void moveQuestion(index, by)}
                    onDelete={() => void deleteQuestion(question, index)}
                  />
                </>
              )}
            </li>
          ))}
        </ol>

        {adding ? (
          <div className="editor-quiz__add">
            <h3>{t('New question')}</h3>
            <QuestionForm
              submitLabel={t('Add the question')}
              onCancel={() => setAdding(false)}
              onSave={async (draft) => {
                const problem = await send(quizEditorApi.addQuestion(quiz._id, draft));
                if (!problem) {
                  setAdding(false);
                  toast.success(t('Question added.'));
                }
                return problem;
              }}
            />
          </div>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)}>
            {t('Add a question')}
            <ScreenReaderSuffix>{t('to {quiz}', { quiz: quiz.title })}</ScreenReaderSuffix>
          </button>
        )}
      </details>
    </section>
  );
}
