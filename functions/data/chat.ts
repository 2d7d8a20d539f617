/**
 * Chat messages: one item per message in the room's partition, sorted by time, so the history is one
 * Query of the newest N, and a copy under its author's partition (`USER#id`, `CHAT#room#…`). Messages
 * expire by TTL after 30 days; the history only ever shows the newest 50, so older ones are kept for
 * moderation, not for display.
 */
import { randomBytes } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage } from '../../shared/types';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { expiresIn, keys } from './keys';
import { countAttempt, type RateLimit } from './rate-limits';
import { accountIsLive } from './users';

export const MESSAGE_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface NewMessage {
  user: string;
  userId: string;
  message: string;
}

/** Time first so keys sort chronologically; the random tail keeps two messages in one millisecond apart. */
const messageSortKey = (at: string): string => `${at}_${randomBytes(6).toString('base64url')}`;

/** The newest `limit` messages of the room, oldest first. */
export async function recentMessages(room: string, limit: number): Promise<ChatMessage[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.chatRoom(room).pk, ':prefix': keys.chatMessage(room, '').sk },
      ProjectionExpression: '#user, message, #at',
      ExpressionAttributeNames: { '#user': 'user', '#at': 'at' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? [])
    .map((item) => ({ user: item.user as string, message: item.message as string, at: item.at as string }))
    .reverse();
}

/** Why a message was not stored: its author is over the rate limit, or their account is gone or going. */
export type SaveOutcome = { saved: ChatMessage } | { refused: 'limit' | 'no-account' };

/**
 * Stores a message and counts it against its author's rate limit in one transaction, so a message
 * over the limit is neither stored nor counted. The author's copy goes in with it (their export
 * reads it, and deleting the account finds the message through it), and only while the account
 * exists: a message cannot slip in behind the account's deletion.
 */
export async function saveMessage(room: string, input: NewMessage, rule: RateLimit): Promise<SaveOutcome> {
  const at = new Date().toISOString();
  const sortKey = messageSortKey(at);
  const ttl = expiresIn(MESSAGE_TTL_SECONDS);
  const write = new TransactWriteCommand({
    TransactItems: [
      { Update: countAttempt(rule, input.userId) },
      accountIsLive(input.userId),
      {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.chatMessage(room, sortKey), type: 'chat', ...input, at, ttl },
        },
      },
      {
        Put: {
          TableName: config.tableName,
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
    ],
  });
  try {
    // Two messages of one author at the same instant contend for the same counter item.
    await retryOnConflict(() => db.send(write));
  } catch (error) {
    if (isConditionFailure(error)) return { refused: failedAt(error, 1) ? 'no-account' : 'limit' };
    throw error;
  }
  return { saved: { user: input.user, message: input.message, at } };
}
