import { CHAT_MESSAGES } from '@shared/chat';
import { LIMITS } from '@shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { characterCount } from '../../../lib/character-count';

interface ChatComposerProps {
  onSend(message: string): void;
  /** True while there is no connection: typing goes on, sending waits. */
  offline: boolean;
}

/**
 * The message box with a counter: Enter or Send posts it, blanks never. A message over 200 characters
 * is kept as typed, the counter turns red and says so, and Send waits until it is shortened.
 */
export function ChatComposer({ onSend, offline }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const count = characterCount(text, LIMITS.chatMessageMax, 'chat__counter');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || offline || count.over) return;
    onSend(message);
    setText('');
  };

  return (
    <form className="chat__composer" onSubmit={onSubmit}>
      <label className="chat__label" htmlFor={inputId}>
        Your message
      </label>
      <div className="chat__compose-row">
        <input
          id={inputId}
          className="input chat__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder="Type your message here"
          aria-describedby={counterId}
          aria-invalid={count.over || undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {/* Offline or too long, Send waits (and keeps focus) until it can send. */}
        <BusyButton className="btn btn--primary" type="submit" busy={offline || count.over}>
          Send
        </BusyButton>
      </div>
      <p id={counterId} className={count.className}>
        <span className="visually-hidden">Characters used: </span>
        {count.shown}
        {count.over && <span> {CHAT_MESSAGES.tooLong}</span>}
      </p>
    </form>
  );
}
