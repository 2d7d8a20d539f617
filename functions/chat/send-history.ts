import type { WsRequest } from '../runtime/ws';
import { history, online } from './community';

/**
 * `{"action":"history"}`: the newest messages, oldest first (the caller's own marked `mine`), then
 * how many are online, to the caller only, in one message.
 */
export async function sendHistory({ reply, user }: WsRequest): Promise<void> {
  const [messages, count] = await Promise.all([user().then(({ userId }) => history(userId)), online()]);
  await reply([
    { event: 'chat_history', data: messages },
    { event: 'presence', data: { online: count } },
  ]);
}
