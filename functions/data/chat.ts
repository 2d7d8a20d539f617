/**
 * Chat messages: one item per message in the room's partition, sorted by time, so the history is one
 * Query of the newest N, and a copy under its author's partition (`USER#id`, `CHAT#room#…`). Messages
 * expire by TTL after 30 days; the history only ever shows the newest 50, so older ones are kept for
 * moderation, not for display. A message's `_id` is its sort key in a URL-safe spelling
 * (`<epoch ms>-<random>`), so it names the item without another index.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGE_ID_PATTERN } from '../../shared/chat';
import type { ChatMessage } from '../../shared/types';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { done, type Outcome, type Refused, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { type TransactMember, table } from './table-client';
import { accountIsLive } from './users';

export const MESSAGE_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface NewMessage {
  user: string;
  userId: string;
  message: string;
  /** The sender's tag for it, which its delivery brings back to the sender's page (kept with the message). */
  ref?: string;
}

/** A message as stored: what everyone sees, and its author's id, which only the server reads. */
export interface StoredMessage extends ChatMessage {
  userId: string;
}

/** Time first so keys sort chronologically; the random tail keeps two messages in one millisecond apart. */
const newSortKey = (at: string): string => `${at}_${randomBytes(6).toString('base64url')}`;

/** `MSG#2025-06-01T12:00:00.000Z_Ab3_x-9Z` → `1748779200000-Ab3_x-9Z`. */
function idOf(sk: string): string {
  const tail = sk.slice(keys.chatMessage('', '').sk.length);
  const split = tail.indexOf('_');
  return `${Date.parse(tail.slice(0, split))}-${tail.slice(split + 1)}`;
}

/** The sort key an `_id` names, or null for anything that is not a message id. */
function sortKeyOf(id: string): string | null {
  if (!MESSAGE_ID_PATTERN.test(id)) return null;
  const split = id.indexOf('-');
  const at = new Date(Number(id.slice(0, split)));
  return Number.isNaN(at.getTime()) ? null : `${at.toISOString()}_${id.slice(split + 1)}`;
}

const toMessage = (item: Record<string, unknown>): StoredMessage => ({
  _id: idOf(item.sk as string),
  user: item.user as string,
  message: item.message as string,
  createdAt: item.at as string,
  userId: item.userId as string,
});

/** What every client may see of a message: never its author's id. */
export const publicMessage = ({ _id, user, message, createdAt }: ChatMessage): ChatMessage => ({
  _id,
  user,
  message,
  createdAt,
});

/** The key of the message `id` names in `room`, or null when `id` is no message id. */
export function messageKey(room: string, id: string): { pk: string; sk: string } | null {
  const sortKey = sortKeyOf(id);
  return sortKey === null ? null : keys.chatMessage(room, sortKey);
}

/** The key of the author's copy of the message `id` (which names a message: see `messageKey`). */
export function authorCopyKey(room: string, message: StoredMessage): { pk: string; sk: string } | null {
  const sortKey = sortKeyOf(message._id);
  return sortKey === null ? null : keys.userChatMessage(message.userId, room, sortKey);
}

/**
 * The newest `limit` messages of the room, oldest first; those of `viewerId`, who reads them, are
 * marked `mine`. The authors' ids stay here.
 */
export async function recentMessages(room: string, limit: number, viewerId?: string): Promise<ChatMessage[]> {
  const items = await table.queryPrefix(keys.chatRoom(room).pk, keys.chatMessage(room, '').sk, {
    projection: 'sk, #user, message, #at, userId',
    names: { '#user': 'user', '#at': 'at' },
    descending: true,
    limit,
  });
  return items
    .map((item) => {
      const message = toMessage(item);
      const shown = publicMessage(message);
      return viewerId !== undefined && message.userId === viewerId
        ? { ...shown, mine: true as const }
        : shown;
    })
    .reverse();
}

/** The sort key just after every message stored in the millisecond `at` (epoch ms): '~' sorts after their tails. */
const afterInstant = (room: string, at: number): string =>
  keys.chatMessage(room, `${new Date(at).toISOString()}~`).sk;

/**
 * The room's messages stored after `after` and up to `until` (epoch ms), oldest first, read strongly
 * (a message stored a moment ago is there), each with its sender's tag. The authors' ids stay here.
 */
export async function messagesBetween(room: string, after: number, until: number): Promise<ChatMessage[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.chatRoom(room).pk,
      ':first': afterInstant(room, after),
      ':last': afterInstant(room, until),
    },
    ProjectionExpression: 'sk, #user, message, #at, #ref',
    ExpressionAttributeNames: { '#user': 'user', '#at': 'at', '#ref': 'ref' },
    ConsistentRead: true,
  });
  return items.map((item) => {
    const shown = publicMessage(toMessage(item));
    return typeof item.ref === 'string' ? { ...shown, ref: item.ref } : shown;
  });
}

/** One stored message, or null when it is unknown, deleted or expired. */
export async function getMessage(room: string, id: string): Promise<StoredMessage | null> {
  const key = messageKey(room, id);
  if (!key) return null;
  const item = await table.get(key, { ConsistentRead: true });
  return item ? toMessage(item) : null;
}

/** When the learner's mute in the room ends, or null when they are not muted. */
export async function mutedUntil(room: string, userId: string): Promise<string | null> {
  const item = await table.get(keys.chatMute(userId, room), { ConsistentRead: true });
  return item && typeof item.untilEpoch === 'number' && item.untilEpoch > nowSeconds()
    ? (item.until as string)
    : null;
}

/** Why a message was not stored: the author is over the rate limit, muted, or their account is gone or going. */
export type SaveOutcome =
  | Outcome<ChatMessage, 'rate-limited' | 'no-account'>
  | Refused<'muted', { until: string }>;

/** Where the conditions sit in the transaction of `saveMessage`. */
const ACCOUNT_CHECK = 1;
const MUTE_CHECK = 2;

/**
 * Stores a message, counts it against its author's rate limit and checks that the author is not
 * muted, in one transaction: a refused message is neither stored nor counted. The author's copy goes
 * in with it (their export reads it, and deleting the account finds the message through it), and
 * only while the account exists: a message cannot slip in behind the account's deletion.
 */
export async function saveMessage(room: string, input: NewMessage, rule: RateLimit): Promise<SaveOutcome> {
  const at = new Date().toISOString();
  const sortKey = newSortKey(at);
  const ttl = expiresIn(MESSAGE_TTL_SECONDS);
  const members: TransactMember[] = [
    { Update: countAttempt(rule, input.userId) },
    accountIsLive(input.userId),
    {
      ConditionCheck: {
        Key: keys.chatMute(input.userId, room),
        ConditionExpression: 'attribute_not_exists(pk) OR untilEpoch <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      },
    },
    {
      Put: {
        Item: { ...keys.chatMessage(room, sortKey), type: 'chat', ...input, at, ttl },
      },
    },
    {
      Put: {
        Item: {
          ...keys.userChatMessage(input.userId, room, sortKey),
          type: 'user-chat',
          room,
          sortKey,
          message: input.message,
          at,
          ttl,
        },
      },
    },
  ];
  try {
    // Two messages of one author at the same instant contend for the same counter item.
    await retryOnConflict(() => table.transact(members));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, ACCOUNT_CHECK)) return refused('no-account');
    if (failedAt(error, MUTE_CHECK)) {
      const until = await mutedUntil(room, input.userId);
      // A mute that ended in the instant between the two reads no longer stands in the way.
      if (until === null) return saveMessage(room, input, rule);
      return refused('muted', { until });
    }
    return refused('rate-limited');
  }
  return done({
    _id: idOf(keys.chatMessage(room, sortKey).sk),
    user: input.user,
    message: input.message,
    createdAt: at,
    ...(input.ref && { ref: input.ref }),
  });
}
