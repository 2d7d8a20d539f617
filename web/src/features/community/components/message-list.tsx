import { useLayoutEffect, useRef } from 'react';
import type { ChatRow } from '../hooks/use-chat';

// Within this many pixels of the bottom the reader is following along, so new messages scroll in.
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The conversation, newest at the bottom. It follows new messages unless the reader has scrolled up
 * to read older ones; the smooth scroll is CSS, which the reduced-motion rule turns off.
 */
export function MessageList({ rows }: { rows: ChatRow[] }) {
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
      aria-label="Messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
    >
      {rows.length === 0 ? (
        <p className="chat__empty">No messages yet!</p>
      ) : (
        <ul className="chat__list">
          {rows.map((row) => (
            <li key={row.key} className="chat__row">
              <span className="chat__author">{row.user}</span>
              <p className="chat__text">{row.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
