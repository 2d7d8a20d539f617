/**
 * "Ask a question": a title (5 to 120 characters) and the question itself (up to 2000), checked
 * with the server's own rules before sending. A problem shows under its field, and focus goes there.
 * The counters count characters as people see them, as the server does; text over a limit is kept
 * and the counter turns red.
 */
import {
  POST_BODY_MAX,
  postBody,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  type QuestionSummary,
  questionTitle,
} from '@shared/discussion';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Field, TextAreaField } from '../../../components/ui/field';
import { SubmitOrCancel } from '../../../components/ui/submit-or-cancel';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { characterCount } from '../../../lib/character-count';
import { failure } from '../../../lib/failure';
import type { LessonRef } from '../../../lib/lesson-ref';
import { discussionApi } from '../api';

const EMPTY = { title: '', body: '' };

export function AskForm({
  lesson,
  lessonName,
  authorName,
  onAsked,
  onCancel,
}: {
  lesson: LessonRef;
  lessonName: string;
  /** The learner's display name, which the new question shows until the list is read again. */
  authorName: string;
  onAsked(question: QuestionSummary): void;
  onCancel(): void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<{ title?: string; body?: string }>({});
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const titleCount = characterCount(form.title, QUESTION_TITLE_MAX);
  const bodyCount = characterCount(form.body, POST_BODY_MAX, 'discussion__count');

  // The form opens on the learner's request: they mean to type.
  useEffect(() => titleRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const title = questionTitle(form.title, 'Title');
    const body = postBody(form.body, 'Your question');
    if (!title.ok || !body.ok) {
      setProblems({
        title: title.ok ? undefined : refusalMessage(title),
        body: body.ok ? undefined : refusalMessage(body),
      });
      (title.ok ? bodyRef : titleRef).current?.focus();
      return;
    }
    setProblems({});
    setSaving(true);
    const { status, data } = await discussionApi.ask(lesson, { title: title.value, body: body.value });
    setSaving(false);
    if (status !== 201 || !data._id) {
      toast.error(
        failure(t("Your question wasn't posted"), t('It is kept here; try again.'), { status, data }),
      );
      titleRef.current?.focus();
      return;
    }
    toast.success(t('Your question is posted.'));
    onAsked({
      _id: data._id,
      title: title.value,
      body: body.value,
      author: authorName,
      createdAt: new Date().toISOString(),
      votes: 0,
      answerCount: 0,
      answered: false,
    });
  };

  return (
    <form
      className="form ask-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('Ask about {lesson}', { lesson: lessonName })}
    >
      <Field
        ref={titleRef}
        label={t('Title')}
        value={form.title}
        error={problems.title}
        hint={t('{count} characters, at least {min}', { count: titleCount.shown, min: QUESTION_TITLE_MIN })}
        hintClassName={titleCount.className || undefined}
        onChange={(e) => {
          setForm({ ...form, title: e.target.value });
          setProblems({ ...problems, title: undefined });
        }}
      />
      <TextAreaField
        ref={bodyRef}
        label={t('Your question')}
        rows={5}
        value={form.body}
        error={problems.body}
        hint={bodyCount.shown}
        hintClassName={bodyCount.className}
        onChange={(e) => {
          setForm({ ...form, body: e.target.value });
          setProblems({ ...problems, body: undefined });
        }}
      />
      <SubmitOrCancel
        className="discussion__actions"
        busy={saving}
        busyLabel={t('Posting...')}
        onCancel={onCancel}
      >
        {t('Post question')}
      </SubmitOrCancel>
    </form>
  );
}
