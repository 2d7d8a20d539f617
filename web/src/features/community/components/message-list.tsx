import type { ChatMessage } from '@shared/types';
import { useLayoutEffect, useRef } from 'react';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { t } from '../../../i18n';
import { MessageTime } from './message-time';

// Within this many pixels of the bottom the reader is following along, so new messages scroll in.
const FOLLOW_THRESHOLD_PX = 80;

/**
 * What a reader can do with a message: learners report someone else's (the server refuses a report
 * of one's own), admins delete it or mute its author.
 */
export interface MessageActions {
  moderate: boolean;
  onReport(message: ChatMessage): void;
  onDelete(message: ChatMessage): void;
  onMute(message: ChatMessage): void;
}

/**
 * The conversation, newest at the bottom. It follows new messages unless the reader has scrolled up
 * to read older ones; the smooth scroll is CSS, which the reduced-motion rule turns off. Only new
 * messages are announced, not the relative times as they move on.
 */
export function MessageList({
  rows,
  now = Date.now(),
  actions,
}: {
  rows: ChatMessage[];
  now?: number;
  actions?: MessageActions;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && following.current && rows.length > 0) log.scrollTop = log.scrollHeight;
  }, [rows]);

  const onScroll = () => {
    const log = logRef.current;
    if (log) following.current = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  return (
    <div
      ref={logRef}
      className="chat__log"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('Messages')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
    >
      {rows.length === 0 ? (
        <p className="chat__empty">{t('No messages yet!')}</p>
      ) : (
        <ul className="chat__list">
          {rows.map((row) => (
            <li key={row._id} className="chat__row">
              <p className="chat__meta">
                <span className="chat__author">{row.user}</span> <MessageTime iso={row.createdAt} now={now} />
              </p>
              <p className="chat__text">{row.message}</p>
              {actions && <RowActions message={row} actions={actions} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RowActions({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  if (!actions.moderate && message.mine) return null;
  const about = (
    <ScreenReaderSuffix>{t('the message from {name}', { name: message.user })}</ScreenReaderSuffix>
  );
  return (
    <div className="chat__actions">
      {actions.moderate ? (
        <>
          <button type="button" className="chat__action" onClick={() => actions.onDelete(message)}>
            {t('Delete')}
            {about}
          </button>
          <button type="button" className="chat__action" onClick={() => actions.onMute(message)}>
            {t('Mute the author')}
            <ScreenReaderSuffix>{t('of the message from {name}', { name: message.user })}</ScreenReaderSuffix>
          </button>
        </>
      ) : (
        <button type="button" className="chat__action" onClick={() => actions.onReport(message)}>
          {t('Report')}
          {about}
        </button>
      )}
    </div>
  );
}
