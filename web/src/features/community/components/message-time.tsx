import { formatDateTime, relativeTime } from '../../../lib/time';

/**
 * When a message was sent, relative ("2 min ago"); the exact time shows on hover and on keyboard
 * focus, and screen readers hear both.
 */
export function MessageTime({ iso, now }: { iso: string; now: number }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the exact time must be reachable by keyboard, as by mouse
    <time className="chat__time" dateTime={iso} tabIndex={0}>
      {relativeTime(iso, now)}
      <span className="chat__exact">
        <span className="visually-hidden">, </span>
        {formatDateTime(iso)}
      </span>
    </time>
  );
}
