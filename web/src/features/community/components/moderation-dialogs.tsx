/**
 * The dialogs behind the chat's moderation buttons, shared by the community page and the admins'
 * reports page: a learner's report with a reason, and an admin's delete and mute.
 */
import { MUTE_MINUTES, reportSchema } from '@shared/chat';
import { LIMITS } from '@shared/constants';
import type { ChatMessage } from '@shared/types';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '../../../components/ui/busy-button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { msg, t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { isOk, messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { untilTime } from '../../../lib/time';
import { chatApi } from '../api';

/** The message acted on, quoted so the reader knows which one. */
function Quote({ message }: { message: ChatMessage }) {
  return (
    <blockquote className="chat__quote">
      <p className="chat__author">{message.user}</p>
      <p className="chat__text">{message.message}</p>
    </blockquote>
  );
}

interface DialogProps {
  message: ChatMessage;
  onClose(): void;
}

export function ReportDialog({ message, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule: a reason is required, and held to the text rule.
    const checked = reportSchema({ messageId: message._id, reason });
    if (!checked.ok) return setProblem(refusalMessage(checked));
    setBusy(true);
    const { status, data } = await chatApi.report(message._id, checked.value.reason);
    setBusy(false);
    if (!isOk(status)) return setProblem(messageOf(data));
    toast.success(messageOf(data));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t('Report this message')} closeLabel={t('Cancel')}>
      <Quote message={message} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={t('Why should an admin look at it?')}
          rows={3}
          maxLength={LIMITS.chatMessageMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && <Message tone="error">{problem}</Message>}
        <BusyButton className="btn btn--primary" type="submit" busy={busy}>
          {t('Send the report')}
        </BusyButton>
      </form>
    </Dialog>
  );
}

export function DeleteDialog({ message, onClose, onDone }: DialogProps & { onDone(id: string): void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const { status, data } = await chatApi.remove(message._id);
    setBusy(false);
    // Gone already is what the admin wanted too.
    if (isOk(status) || status === 404) {
      toast.success(isOk(status) ? messageOf(data) : t('This message no longer exists.'));
      onDone(message._id);
      onClose();
      return;
    }
    toast.error(failure(t("The message wasn't deleted"), t('Try again.'), { status, data }));
  };
  return (
    <Dialog open onClose={onClose} title={t('Delete this message for everyone?')} closeLabel={t('Cancel')}>
      <Quote message={message} />
      <p>{t('It disappears from every open chat at once and from the history.')}</p>
      <BusyButton className="btn btn--danger" type="button" onClick={remove} busy={busy}>
        {t('Delete for everyone')}
      </BusyButton>
    </Dialog>
  );
}

const DURATIONS: Record<(typeof MUTE_MINUTES)[number], string> = {
  10: msg('10 minutes'),
  60: msg('1 hour'),
  1440: msg('1 day'),
  10080: msg('1 week'),
};

/** A mute's length as the dialog offers it. */
function durationText(minutes: number): string {
  const label = DURATIONS[minutes];
  return label ? t(label) : String(minutes);
}

export function MuteDialog({ message, onClose, onDone }: DialogProps & { onDone?(): void }) {
  const [minutes, setMinutes] = useState<number>(MUTE_MINUTES[1]);
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { status, data } = await chatApi.mute(message._id, minutes);
    setBusy(false);
    if (!isOk(status) || !data.until)
      return void toast.error(
        failure(t("{name} wasn't muted", { name: message.user }), t('Try again.'), { status, data }),
      );
    toast.success(
      t('{name} is muted until {until}.', { name: message.user, until: untilTime(data.until, Date.now()) }),
    );
    onDone?.();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t('Mute {name}', { name: message.user })} closeLabel={t('Cancel')}>
      <Quote message={message} />
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="chat__durations" aria-labelledby={legendId}>
          <legend id={legendId}>{t('For how long?')}</legend>
          {MUTE_MINUTES.map((option) => (
            <label key={option} className="chat__duration">
              <input
                type="radio"
                name="mute-minutes"
                value={option}
                checked={minutes === option}
                onChange={() => setMinutes(option)}
              />{' '}
              {durationText(option)}
            </label>
          ))}
        </fieldset>
        <BusyButton className="btn btn--primary" type="submit" busy={busy}>
          {t('Mute')}
        </BusyButton>
      </form>
    </Dialog>
  );
}
