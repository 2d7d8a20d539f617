import type { ChatMessage } from '@shared/types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { UNREACHABLE_MSG } from '../../../lib/api';
import { untilTime } from '../../../lib/time';
import { useSession } from '../../auth';
import { ChatComposer } from '../components/chat-composer';
import { ChatStatusLine } from '../components/chat-status';
import { MessageList } from '../components/message-list';
import { DeleteDialog, MuteDialog, ReportDialog } from '../components/moderation-dialogs';
import { useChat } from '../hooks/use-chat';
import { useNow } from '../hooks/use-now';
import '../community.css';

type Acting = { kind: 'report' | 'delete' | 'mute'; message: ChatMessage } | null;

// Relative times move on in steps of a minute; half of that keeps them close.
const CLOCK_MS = 30_000;

export default function CommunityPage() {
  const { loggedIn, name, role, unconfirmed, refresh } = useSession();
  // While the server cannot be reached the chat could not open either; the page says so instead.
  const { rows, status, online, mutedUntil, send, sendAgain, forget } = useChat(
    loggedIn && !unconfirmed,
    name,
  );
  const now = useNow(CLOCK_MS);
  const [acting, setActing] = useState<Acting>(null);
  const isAdmin = role === 'admin';
  const muted = mutedUntil !== null && Date.parse(mutedUntil) > now;
  const offline = status !== 'connected' || muted;
  const close = () => setActing(null);
  return (
    <section className="container page chat" aria-labelledby="community-title">
      <h1 id="community-title">{t('Community')}</h1>
      <p className="lead">{t('Ask questions, share what you learned and help each other.')}</p>
      {unconfirmed ? (
        <LoadFailed msg={UNREACHABLE_MSG} onRetry={refresh} />
      ) : (
        <div className="chat__panel">
          <div className="chat__header">
            <ChatStatusLine status={status} />
            {online !== null && <p className="chat__presence">{t('{count} online', { count: online })}</p>}
            {isAdmin && (
              <Link className="chat__reports-link" to={paths.chatReports}>
                {t('Reported messages')}
              </Link>
            )}
          </div>
          <MessageList
            rows={rows}
            now={now}
            actions={{
              moderate: isAdmin,
              onReport: (message) => setActing({ kind: 'report', message }),
              onDelete: (message) => setActing({ kind: 'delete', message }),
              onMute: (message) => setActing({ kind: 'mute', message }),
              onSendAgain: sendAgain,
              offline,
            }}
          />
          {muted && (
            <p className="message message--info chat__muted">
              {t('An admin has muted you until {until}. You can read along until then.', {
                until: untilTime(mutedUntil, now),
              })}
            </p>
          )}
          <ChatComposer onSend={send} offline={offline} />
        </div>
      )}
      {acting?.kind === 'report' && <ReportDialog message={acting.message} onClose={close} />}
      {acting?.kind === 'delete' && <DeleteDialog message={acting.message} onClose={close} onDone={forget} />}
      {acting?.kind === 'mute' && <MuteDialog message={acting.message} onClose={close} />}
    </section>
  );
}
