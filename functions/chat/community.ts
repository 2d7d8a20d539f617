/**
 * The community chat room: who is connected, its history and posting a message to everyone in it.
 * The author's name always comes from the session stored at connect time, never from the frame.
 */
import { CHAT_MESSAGES, COMMUNITY_ROOM, mutedMessage } from '../../shared/chat';
import { CHAT_HISTORY_SIZE } from '../../shared/constants';
import type { UiLanguage } from '../../shared/locale';
import type { ChatMessage } from '../../shared/types';
import { recentMessages, saveMessage } from '../data/chat';
import { joinRoom, onlineCount, onlineIn, removeConnection, senderAndCounts } from '../data/connections';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { Forbidden, type HttpError, TooMany, Unauthorized } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { deliverInWindow } from './delivery';

/** Only while the session the access token was issued for exists: a logged-out token opens nothing. */
export async function join(connectionId: string, user: SessionUser, language: UiLanguage): Promise<void> {
  const joined =
    user.sessionId !== undefined &&
    (
      await joinRoom(COMMUNITY_ROOM, {
        connectionId,
        userId: user.userId,
        name: user.name,
        role: user.role,
        connectedAt: new Date().toISOString(),
        sessionId: user.sessionId,
        language,
      })
    ).ok;
  if (!joined) throw new Unauthorized();
}

export async function leave(connectionId: string): Promise<void> {
  await removeConnection(COMMUNITY_ROOM, connectionId);
}

/** The newest messages, oldest first, the reader's own marked `mine`. */
export function history(readerId: string): Promise<ChatMessage[]> {
  return recentMessages(COMMUNITY_ROOM, CHAT_HISTORY_SIZE, readerId);
}

/** How many are in the room now: its open connections, counted as they open and close. */
export function online(): Promise<number> {
  return onlineCount(COMMUNITY_ROOM);
}

/** A muted learner's refusal: says until when, and carries the time for the client to show locally. */
class Muted extends Forbidden {
  constructor(until: string) {
    super(mutedMessage(until));
    this.details = { until };
  }
}

/** A refusal of the message tagged `ref`: the error frame names it, so the page marks that one unsent. */
function refusing<E extends HttpError>(error: E, ref: string): E {
  if (ref) error.details = { ...error.details, ref };
  return error;
}

/**
 * Stores `text` from the learner on `connectionId` once, then sees it delivered with its window
 * (delivery.ts): the sender gets it like everyone else, with its `ref` (the sender's tag) when given,
 * so it needs no acknowledgement of its own. The room's count online, read with the sender anyway,
 * rides along in the same message, so no client needs to poll it.
 */
export async function post(
  connectionId: string,
  text: string,
  endpoint: string,
  ref = '',
): Promise<ChatMessage> {
  // One round trip: who is sending, and which shards have anyone to send to.
  const { sender, counts } = await senderAndCounts(COMMUNITY_ROOM, connectionId);
  if (!sender) throw refusing(new Unauthorized(CHAT_MESSAGES.notJoined), ref);
  const outcome = await saveMessage(
    COMMUNITY_ROOM,
    { user: sender.name, userId: sender.userId, message: text, ...(ref && { ref }) },
    RATE_LIMITS.chatMessagesPerLearner,
  );
  if (!outcome.ok) {
    if (outcome.refused === 'muted') throw refusing(new Muted(outcome.until), ref);
    if (outcome.refused === 'rate-limited') throw refusing(new TooMany(CHAT_MESSAGES.tooFast), ref);
    // The account is gone or being deleted: its connections are on their way out.
    throw refusing(new Unauthorized(CHAT_MESSAGES.notJoined), ref);
  }
  const presence = { event: 'presence', data: { online: onlineIn(counts) } };
  await deliverInWindow(COMMUNITY_ROOM, outcome.value, presence, endpoint, counts);
  return outcome.value;
}
