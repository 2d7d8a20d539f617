import { CHAT_MESSAGES } from '@shared/chat';
import { LIMITS } from '@shared/constants';
import { cut } from '@shared/learning';
import { textLength } from '@shared/validation';
import { type FormEvent, useId, useState } from 'react';

interface ChatComposerProps {
  onSend(message: string): void;
  /** True while there is no connection: typing goes on, sending waits. */
  offline: boolean;
}

/** The message box: cut at 200 characters, with a counter; Enter or Send posts it, blanks never. */
export function ChatComposer({ onSend, offline }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || offline) return;
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
          value={text}
          onChange={(event) => setText(cut(event.target.value, LIMITS.chatMessageMax, ''))}
        />
        <button className="btn btn--primary" type="submit" disabled={offline}>
          Send
        </button>
      </div>
      <p id={counterId} className="chat__counter">
        <span className="visually-hidden">Characters used: </span>
        {textLength(text)}/{LIMITS.chatMessageMax}
        {textLength(text) >= LIMITS.chatMessageMax && (
          <span className="visually-hidden"> {CHAT_MESSAGES.tooLong}</span>
        )}
      </p>
    </form>
  );
}
