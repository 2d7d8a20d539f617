/** Adding a quiz: its settings and its first question; more questions are added one at a time. */
import { type AuthoredQuiz, describeProblem, type QuestionDraft, readQuiz } from '@shared/quizzes';
import { useState } from 'react';
import { t } from '../../../../i18n';
import { messageOf } from '../../../../lib/api';
import { quizEditorApi } from '../../api';
import { QuestionForm } from './question-form';
import { draftOf, SettingsFields, settingsOf } from './settings-fields';

export function NewQuizForm({
  courseId,
  lessons,
  onAdded,
  onCancel,
}: {
  courseId: string;
  lessons: Array<{ lesson: number; lessonName: string }>;
  onAdded(quiz: AuthoredQuiz): void;
  onCancel(): void;
}) {
  const [settings, setSettings] = useState(draftOf(undefined, lessons[0]?.lesson));

  const save = async (question: QuestionDraft): Promise<string | null> => {
    const lessonNumbers = lessons.map((l) => l.lesson);
    const checked = readQuiz({ ...settingsOf(settings), questions: [question] }, lessonNumbers);
    if (!checked.ok) return describeProblem(checked.problem);
    const { status, data } = await quizEditorApi.addQuiz(courseId, checked.value);
    if (status !== 201) return messageOf(data, t('The quiz could not be added.'));
    onAdded(data);
    return null;
  };

  return (
    <section className="editor-quiz editor-quiz--new" aria-labelledby="new-quiz-heading">
      <h2 id="new-quiz-heading">{t('New quiz')}</h2>
      <SettingsFields draft={settings} lessons={lessons} onChange={setSettings} />
      <h3>{t('First question')}</h3>
      <QuestionForm submitLabel={t('Add the quiz')} onSave={save} onCancel={onCancel} />
    </section>
  );
}
