import type { ChatStatus } from '../hooks/use-chat';

const TEXT: Record<ChatStatus, string> = {
  connecting: 'Connecting to the chat...',
  reconnecting: 'Connection lost. Reconnecting...',
  connected: 'Connected',
};

/** Whether the chat is live, announced politely to screen readers whenever it changes. */
export function ChatStatusLine({ status }: { status: ChatStatus }) {
  return (
    <p className={`chat__status chat__status--${status}`} role="status">
      {TEXT[status]}
    </p>
  );
}
