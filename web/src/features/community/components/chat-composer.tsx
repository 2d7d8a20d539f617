import { sendChatSchema } from '@shared/chat';
import { LIMITS } from '@shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { characterCount } from '../../../lib/character-count';

interface ChatComposerProps {
  onSend(message: string): void;
  /** True while there is no connection: typing goes on, sending waits. */
  offline: boolean;
}

/**
 * The message box with a counter: Enter or Send posts it, blanks never. A message over 200 characters
 * is kept as typed, the counter turns red and says so, and Send waits until it is shortened; one the
 * server would refuse for another reason (an invisible or text-direction character) is held the same
 * way, with the server's message under the box.
 */
export function ChatComposer({ onSend, offline }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const count = characterCount(text, LIMITS.chatMessageMax, 'chat__counter');
  // The server's own rule; a blank box is not a problem to show, it just sends nothing.
  const checked = text.trim() ? sendChatSchema({ message: text }) : null;
  const problem = checked && !checked.ok ? refusalMessage(checked) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked?.ok || offline) return;
    onSend(checked.value.message);
    setText('');
  };

  return (
    <form className="chat__composer" onSubmit={onSubmit}>
      <label className="chat__label" htmlFor={inputId}>
        {t('Your message')}
      </label>
      <div className="chat__compose-row">
        <input
          id={inputId}
          className="input chat__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('Type your message here')}
          aria-describedby={counterId}
          aria-invalid={problem ? true : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {/* Offline or refused, Send waits (and keeps focus) until it can send. */}
        <BusyButton className="btn btn--primary" type="submit" busy={offline || problem !== null}>
          {t('Send')}
        </BusyButton>
      </div>
      <p id={counterId} className={count.className}>
        <span className="visually-hidden">{t('Characters used:')} </span>
        {count.shown}
        {problem && <span> {problem}</span>}
      </p>
    </form>
  );
}
