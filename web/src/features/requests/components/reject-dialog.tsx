/**
 * The admin's rejection of a request, with an optional reason (up to 500 characters) that the
 * requester reads in their mail and in their request list.
 */
import { REJECT_REASON_MAX, rejectSchema } from '@shared/requests';
import { firstCharacters, textLength } from '@shared/validation';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { FormDialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { requestsApi } from '../api';
import type { DecisionDialogProps } from '../decision';

export function RejectDialog({ request, onClose, onDecided }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A reason of spaces only is no reason: it is left out rather than refused.
    const checked = rejectSchema({ reason: reason.trim() });
    if (!checked.ok) return setProblem(refusalMessage(checked));
    setSaving(true);
    const { status, data } = await requestsApi.reject(request._id, checked.value.reason);
    setSaving(false);
    if (status !== 200)
      return void toast.error(failure(t("The request wasn't rejected"), t('Try again.'), { status, data }));
    toast.success(messageOf(data));
    // The reason as stored, when one was given.
    onDecided({ status: 'rejected', reason: checked.value.reason });
  };

  return (
    <FormDialog
      title={t('Reject the request from {name}', { name: request.name })}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextAreaField
        label={t('Reason (optional)')}
        value={reason}
        error={problem}
        hint={t(
          '{used}/{max}. The requester reads it in the mail about your decision and in their request list.',
          { used: textLength(reason), max: REJECT_REASON_MAX },
        )}
        onChange={(e) => {
          setReason(firstCharacters(e.target.value, REJECT_REASON_MAX));
          setProblem(undefined);
        }}
      />
      <SpinnerButton className="btn btn--danger" type="submit" busy={saving} working={t('Rejecting')}>
        {t('Reject request')}
      </SpinnerButton>
    </FormDialog>
  );
}
