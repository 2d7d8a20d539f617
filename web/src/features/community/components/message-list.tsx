import type { ChatMessage } from '@shared/types';
import { useId, useLayoutEffect, useRef } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { t } from '../../../i18n';
import type { ChatRow, Delivery, OutgoingMessage } from '../hooks/use-chat';
import { MessageTime } from './message-time';

// Within this many pixels of the bottom the reader is following along, so new messages scroll in.
const FOLLOW_THRESHOLD_PX = 80;

/**
 * What a reader can do with a message: learners report someone else's (the server refuses a report
 * of one's own), admins delete it or mute its author; a message of the learner's that was not sent,
 * which the server never saw, is only sent again.
 */
export interface MessageActions {
  moderate: boolean;
  onReport(message: ChatMessage): void;
  onDelete(message: ChatMessage): void;
  onMute(message: ChatMessage): void;
  onSendAgain(message: OutgoingMessage): void;
  /** True while nothing can be sent (no connection, or muted): Send again waits, as Send does. */
  offline: boolean;
}

/**
 * The conversation, newest at the bottom. It follows new messages unless the reader has scrolled up
 * to read older ones; the smooth scroll is CSS, which the reduced-motion rule turns off. Only new
 * messages are announced, not the relative times as they move on. The learner's messages on their
 * way say so in words ("Sending…", "Not sent"), not by their muted colour alone, and a new label is
 * announced as the addition it is.
 */
export function MessageList({
  rows,
  now = Date.now(),
  actions,
}: {
  rows: ChatRow[];
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
            <MessageRow key={rowKey(row)} row={row} now={now} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A message of the learner's keeps its row's key from the moment it is sent (see hooks/use-chat.ts). */
const rowKey = (row: ChatRow): string => (row.delivery === undefined ? (row.key ?? row._id) : row.key);

function MessageRow({ row, now, actions }: { row: ChatRow; now: number; actions?: MessageActions }) {
  const textId = useId();
  return (
    <li className={row.delivery ? `chat__row chat__row--${row.delivery}` : 'chat__row'}>
      <p className="chat__meta">
        <span className="chat__author">{row.user}</span> <MessageTime iso={row.createdAt} now={now} />
        {row.delivery && <DeliveryLabel delivery={row.delivery} />}
      </p>
      <p className="chat__text" id={textId}>
        {row.message}
      </p>
      {actions &&
        (row.delivery === undefined ? (
          <RowActions message={row} actions={actions} />
        ) : (
          row.delivery === 'failed' && <SendAgain message={row} textId={textId} actions={actions} />
        ))}
    </li>
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

/** "Sending…" or "Not sent", in words: the muted or red colour alone would tell no screen reader. */
function DeliveryLabel({ delivery }: { delivery: Delivery }) {
  const label = delivery === 'sending' ? t('Sending…') : t('Not sent');
  // A new element for each state (its key), so the log announces the change as the addition it is;
  // the space keeps the label a word apart from the time when it is read out.
  return (
    <span key={delivery} className="chat__delivery">
      {' '}
      {label}
    </span>
  );
}

/** The one thing to do with a message that was not sent; described by its text, which tells it from another. */
function SendAgain({
  message,
  textId,
  actions,
}: {
  message: OutgoingMessage;
  textId: string;
  actions: MessageActions;
}) {
  return (
    <div className="chat__actions">
      <BusyButton
        className="chat__action"
        busy={actions.offline}
        aria-describedby={textId}
        onClick={() => actions.onSendAgain(message)}
      >
        {t('Send again')}
      </BusyButton>
    </div>
  );
}
