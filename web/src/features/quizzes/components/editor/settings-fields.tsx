/** A quiz's title, the lesson it follows and its pass mark, as form fields. */
import { DEFAULT_PASS_PERCENT, QUIZ_LIMITS, type QuizSettings } from '@shared/quizzes';
import { useId } from 'react';
import { Field } from '../../../../components/ui/field';
import { t } from '../../../../i18n';

export interface SettingsDraft {
  title: string;
  afterLesson: string;
  passPercent: string;
}

export const draftOf = (settings?: QuizSettings, firstLesson = 1): SettingsDraft => ({
  title: settings?.title ?? '',
  afterLesson: String(settings?.afterLesson ?? firstLesson),
  passPercent: String(settings?.passPercent ?? DEFAULT_PASS_PERCENT),
});

/** The numbers as the API takes them; a field left unreadable stays as text for the checks to name. */
export const settingsOf = (draft: SettingsDraft) => ({
  title: draft.title,
  afterLesson: Number(draft.afterLesson),
  passPercent: draft.passPercent.trim() === '' ? undefined : Number(draft.passPercent),
});

export function SettingsFields({
  draft,
  lessons,
  onChange,
}: {
  draft: SettingsDraft;
  lessons: Array<{ lesson: number; lessonName: string }>;
  onChange(draft: SettingsDraft): void;
}) {
  const lessonId = useId();
  return (
    <div className="quiz-settings">
      <Field
        label={t('Title')}
        value={draft.title}
        maxLength={QUIZ_LIMITS.titleMax * 2}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <div className="field">
        <label htmlFor={lessonId}>{t('After lesson')}</label>
        <select
          id={lessonId}
          value={draft.afterLesson}
          onChange={(event) => onChange({ ...draft, afterLesson: event.target.value })}
        >
          {lessons.map((l) => (
            <option key={l.lesson} value={String(l.lesson)}>
              {t('Lesson {number}: {name}', { number: l.lesson, name: l.lessonName })}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('Pass mark (%)')}
        type="number"
        inputMode="numeric"
        min={QUIZ_LIMITS.passPercentMin}
        max={QUIZ_LIMITS.passPercentMax}
        value={draft.passPercent}
        onChange={(event) => onChange({ ...draft, passPercent: event.target.value })}
      />
    </div>
  );
}
