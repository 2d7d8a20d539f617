import { useSession } from '../../auth/session';
import { ChatComposer } from '../components/chat-composer';
import { ChatStatusLine } from '../components/chat-status';
import { MessageList } from '../components/message-list';
import { useChat } from '../hooks/use-chat';
import '../community.css';

export default function CommunityPage() {
  const { loggedIn } = useSession();
  const { rows, status, send } = useChat(loggedIn);
  return (
    <section className="container page chat" aria-labelledby="community-title">
      <h1 id="community-title">Community</h1>
      <p className="lead">Ask questions, share what you learned and help each other.</p>
      <div className="chat__panel">
        <ChatStatusLine status={status} />
        <MessageList rows={rows} />
        <ChatComposer onSend={send} offline={status !== 'connected'} />
      </div>
    </section>
  );
}
