import { msg, t } from '../../../i18n';
import type { ChatStatus } from '../hooks/use-chat';

const TEXT: Record<ChatStatus, string> = {
  connecting: msg('Connecting to the chat...'),
  reconnecting: msg('Connection lost. Reconnecting...'),
  connected: msg('Connected'),
};

/** Whether the chat is live, announced politely to screen readers whenever it changes. */
export function ChatStatusLine({ status }: { status: ChatStatus }) {
  return (
    <p className={`chat__status chat__status--${status}`} role="status">
      {t(TEXT[status])}
    </p>
  );
}
