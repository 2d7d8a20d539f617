/** Asks before a lesson is hidden from its course, and hides it. */

import type { ContentProblem } from '@shared/content';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '../../../components/ui/busy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { isOk, messageOf } from '../../../lib/api';
import { contentApi } from '../api';

export function HideDialog({
  problem,
  onClose,
  onHidden,
}: {
  problem: ContentProblem;
  onClose(): void;
  onHidden(): void;
}) {
  const [busy, setBusy] = useState(false);
  // Shown in the dialog: a toast would sit behind it.
  const [failure, setFailure] = useState<string | null>(null);

  const hide = async () => {
    setBusy(true);
    const { status, data } = await contentApi.hide(problem.courseId, problem.lessonId);
    setBusy(false);
    if (!isOk(status)) return setFailure(messageOf(data));
    toast.success(messageOf(data, t('Lesson {number} is hidden.', { number: problem.lesson })));
    onHidden();
  };

  return (
    <Dialog open onClose={onClose} title={t('Hide this lesson?')} closeLabel={t('Cancel')}>
      <p>
        <strong>{t('Lesson {number}: {name}', { number: problem.lesson, name: problem.lessonName })}</strong>{' '}
        {t('in {course}', { course: problem.courseName })}
      </p>
      <p>{t('Learners no longer see it in the course, and it no longer counts toward the certificate.')}</p>
      {failure && <Message tone="error">{failure}</Message>}
      <BusyButton className="btn btn--danger" onClick={hide} busy={busy} busyLabel={t('Hiding…')}>
        {t('Hide the lesson')}
      </BusyButton>
    </Dialog>
  );
}
