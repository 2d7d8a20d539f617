/**
 * Keeping the community room civil: any learner reports a message with a reason; admins delete a
 * message for everyone at once, mute its author for a while, or dismiss its reports. Each admin action
 * is recorded with who did it and when (data/moderation.ts). An account that is gone or being
 * deleted does none of these (401), whatever access token it still holds: the writes check it.
 */
import { CHAT_MESSAGES, COMMUNITY_ROOM } from '../../shared/chat';
import type { ChatReports } from '../../shared/types';
import { getMessage, type StoredMessage } from '../data/chat';
import {
  addReport,
  deleteMessage,
  dismissReports,
  listActions,
  listReports,
  muteAuthor,
  reportedMessage,
} from '../data/moderation';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { listReviewReports } from '../data/reviews';
import { getRole } from '../data/users';
import { config } from '../lib/config';
import { Forbidden, NotFound, TooMany, Unauthorized } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { broadcast } from './fan-out';

async function liveMessage(id: string): Promise<StoredMessage> {
  const message = await getMessage(COMMUNITY_ROOM, id);
  if (!message) throw new NotFound(CHAT_MESSAGES.messageGone);
  return message;
}

/**
 * Resolves whether this is the learner's first report of the message. Learners report other people's
 * messages: a report of one's own would only put noise in the admins' queue.
 */
export async function report(reporter: SessionUser, messageId: string, reason: string): Promise<boolean> {
  const message = await liveMessage(messageId);
  if (message.userId === reporter.userId) throw new Forbidden(CHAT_MESSAGES.ownMessage);
  const outcome = await addReport(
    COMMUNITY_ROOM,
    message,
    reporter,
    reason,
    RATE_LIMITS.chatReportsPerLearner,
  );
  if (outcome.ok) return outcome.value.first;
  if (outcome.refused === 'no-account') throw new Unauthorized();
  throw new TooMany('You have sent many reports this hour. Please try again later.');
}

export async function reportsForAdmins(): Promise<ChatReports> {
  const [reports, actions, reviews] = await Promise.all([
    listReports(COMMUNITY_ROOM),
    listActions(COMMUNITY_ROOM),
    listReviewReports(),
  ]);
  return { reports, actions, reviews };
}

/** Deletes the message from the history, then from every open client (a `chat_deleted` event). */
export async function remove(admin: SessionUser, messageId: string): Promise<void> {
  const message = await liveMessage(messageId);
  const outcome = await deleteMessage(COMMUNITY_ROOM, message, admin);
  if (!outcome.ok && outcome.refused === 'no-account') throw new Unauthorized();
  if (!outcome.ok) throw new NotFound(CHAT_MESSAGES.messageGone);
  const endpoint = config.wsManagementEndpoint;
  if (!endpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not set: deletions cannot reach open clients');
  await broadcast(COMMUNITY_ROOM, { event: 'chat_deleted', data: { _id: messageId } }, endpoint);
}

/**
 * Mutes the author of the message for `minutes` (the message may have expired since it was reported:
 * the report's copy names its author). Resolves the end of the mute.
 */
export async function mute(admin: SessionUser, messageId: string, minutes: number): Promise<string> {
  const message =
    (await getMessage(COMMUNITY_ROOM, messageId)) ?? (await reportedMessage(COMMUNITY_ROOM, messageId));
  // A message whose author has deleted their account names nobody left to mute.
  if (!message?.userId) throw new NotFound(CHAT_MESSAGES.messageGone);
  if ((await getRole(message.userId)) === 'admin') throw new Forbidden(CHAT_MESSAGES.adminNotMuted);
  const outcome = await muteAuthor(COMMUNITY_ROOM, message, admin, minutes);
  if (outcome.ok) return outcome.value;
  if (outcome.refused === 'no-account') throw new Unauthorized();
  // The author's account went (or is going) since the message was read: the same as above.
  throw new NotFound(CHAT_MESSAGES.messageGone);
}

/** Closes the reports of a message that breaks no rule. */
export async function dismiss(admin: SessionUser, messageId: string): Promise<void> {
  const message = await reportedMessage(COMMUNITY_ROOM, messageId);
  if (!message) throw new NotFound(CHAT_MESSAGES.noReports);
  const outcome = await dismissReports(COMMUNITY_ROOM, message, admin);
  if (!outcome.ok && outcome.refused === 'no-account') throw new Unauthorized();
  if (!outcome.ok) throw new NotFound(CHAT_MESSAGES.noReports);
}
