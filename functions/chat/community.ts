/**
 * The community chat room: who is connected, its history and posting a message to everyone in it.
 * The author's name always comes from the session stored at connect time, never from the frame.
 */
import { CHAT_MESSAGES, CHAT_RATE, COMMUNITY_ROOM } from '../../shared/chat';
import { CHAT_HISTORY_SIZE } from '../../shared/constants';
import type { ChatMessage } from '../../shared/types';
import { recentMessages, saveMessage } from '../data/chat';
import { joinRoom, listConnections, removeConnection } from '../data/connections';
import type { RateLimit } from '../data/rate-limits';
import { TooMany, Unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import type { SessionUser } from '../lib/session';
import { fanOut } from './fan-out';

export const CHAT_RATE_LIMIT: RateLimit = { scope: 'chat', ...CHAT_RATE };

/** Only while the session the access token was issued for exists: a logged-out token opens nothing. */
export async function join(connectionId: string, user: SessionUser): Promise<void> {
  const joined =
    user.sessionId !== undefined &&
    (await joinRoom(COMMUNITY_ROOM, {
      connectionId,
      userId: user.userId,
      name: user.name,
      role: user.role,
      connectedAt: new Date().toISOString(),
      sessionId: user.sessionId,
    }));
  if (!joined) throw new Unauthorized();
}

export async function leave(connectionId: string): Promise<void> {
  await removeConnection(COMMUNITY_ROOM, connectionId);
}

/** The newest messages, oldest first. */
export function history(): Promise<ChatMessage[]> {
  return recentMessages(COMMUNITY_ROOM, CHAT_HISTORY_SIZE);
}

/** Stores `text` from the learner on `connectionId` and sends it to every open connection. */
export async function post(connectionId: string, text: string, endpoint: string): Promise<ChatMessage> {
  const started = Date.now();
  // One Query serves twice: it names the sender and lists everyone the message goes to.
  const connections = await listConnections(COMMUNITY_ROOM);
  const sender = connections.find((c) => c.connectionId === connectionId);
  if (!sender) throw new Unauthorized(CHAT_MESSAGES.notJoined);
  const outcome = await saveMessage(
    COMMUNITY_ROOM,
    { user: sender.name, userId: sender.userId, message: text },
    CHAT_RATE_LIMIT,
  );
  if ('refused' in outcome) {
    if (outcome.refused === 'limit') throw new TooMany(CHAT_MESSAGES.tooFast);
    throw new Unauthorized(CHAT_MESSAGES.notJoined);
  }
  const message = outcome.saved;
  const result = await fanOut(endpoint, COMMUNITY_ROOM, connections, { event: 'chat', data: message });
  log.info('chat fan-out', { connections: connections.length, ...result, ms: Date.now() - started });
  return message;
}
