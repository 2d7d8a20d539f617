/**
 * The inline form that gives a lesson another video. It takes a video link or an 11-character id
 * and refuses, before asking, what the server would refuse as no video at all; the server then
 * checks that the new video plays, and its refusal shows under the field like the form's own.
 */

import type { ContentProblem } from '@shared/content';
import { videoIdOf } from '@shared/requests';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { msg, t } from '../../../i18n';
import { isOk, messageOf } from '../../../lib/api';
import { useCheckedText } from '../../../lib/use-checked-text';
import { contentApi } from '../api';

export const REPLACE_MESSAGES = {
  empty: msg("Enter the new video's link or id."),
  notVideo: msg('This is neither a YouTube video link nor an 11-character video id.'),
  same: msg('This is the video that does not play. Choose another one.'),
} as const;

/** The new video's id, or what is wrong with the input. */
function newVideoOf(input: string, current: string): { ok: true; id: string } | { ok: false; msg: string } {
  if (!input.trim()) return { ok: false, msg: REPLACE_MESSAGES.empty };
  const id = videoIdOf(input);
  if (!id) return { ok: false, msg: REPLACE_MESSAGES.notVideo };
  if (id === current) return { ok: false, msg: REPLACE_MESSAGES.same };
  return { ok: true, id };
}

export function ReplaceForm({
  id,
  problem,
  onCancel,
  onReplaced,
}: {
  id: string;
  problem: ContentProblem;
  onCancel(): void;
  onReplaced(): void;
}) {
  const { text: input, setProblem: setError, field } = useCheckedText();
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The form opens on a press of "Replace video": typing can start at once.
  useEffect(() => inputRef.current?.focus(), []);

  /** Shows what is wrong under the field and puts the focus back there, so it is read out. */
  const refuse = (msg: string) => {
    setError(msg);
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const video = newVideoOf(input, problem.link);
    if (!video.ok) return refuse(t(video.msg));
    setSaving(true);
    const { status, data } = await contentApi.replace(problem.courseId, problem.lessonId, video.id);
    setSaving(false);
    if (!isOk(status)) return refuse(messageOf(data));
    toast.success(messageOf(data, t('Lesson {number} now plays the new video.', { number: problem.lesson })));
    onReplaced();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form
      id={id}
      className="form content-replace"
      aria-label={t('Replace the video of lesson {number}: {name}', {
        number: problem.lesson,
        name: problem.lessonName,
      })}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <Field
        ref={inputRef}
        label={t('New video link or id')}
        hint={t(
          "A YouTube video link, such as https://www.youtube.com/watch?v=…, or the video's 11-character id. The video must play on other sites.",
        )}
        autoComplete="off"
        spellCheck={false}
        {...field}
      />
      <div className="content-replace__actions">
        <SpinnerButton className="btn btn--primary" type="submit" busy={saving} working={t('Replacing')}>
          {t('Replace')}
        </SpinnerButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
