/**
 * Moderation of a chat room, all in the room's moderation partition except mutes: learners' reports
 * (one item per message and reporter, with a copy of the message as it was, so a report outlives the
 * message), and the record of every admin action (who, what, on whose message, when). A mute is an
 * item under the learner (`USER#id / MUTE#room`) that `saveMessage` checks in its transaction.
 */
import { randomBytes } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage, ModerationAction, ModerationKind, ReportedMessage } from '../../shared/types';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import type { SessionUser } from '../lib/session';
import { deleteItems } from './batch-delete';
import { authorCopyKey, messageKey, publicMessage, type StoredMessage } from './chat';
import { isConditionFailure, retryOnConflict } from './conditions';
import { expiresIn, keys } from './keys';
import { type Item, queryAll, queryPrefix } from './query';
import { countAttempt, type RateLimit } from './rate-limits';

/** Reports stay long enough for an admin to come back from holiday, after the message itself expired. */
export const REPORT_TTL_SECONDS = 90 * 24 * 60 * 60;
/** At most this many reports are listed, newest messages first: a queue longer than that is a flood. */
const REPORTS_LISTED = 500;
const ACTIONS_LISTED = 50;
/** A transaction holds at most 100 items; the delete, the author's copy and the record take three. */
const TRANSACTION_ROOM = 97;

type Admin = Pick<SessionUser, 'userId' | 'name'>;

export type ReportOutcome = 'added' | 'duplicate' | 'rate';

/**
 * Records `reporter`'s report of `message`, counted against the reporter's rate limit in the same
 * transaction. A second report of one message by one learner changes nothing and counts nothing.
 */
export async function addReport(
  room: string,
  message: StoredMessage,
  reporter: Admin,
  reason: string,
  rule: RateLimit,
): Promise<ReportOutcome> {
  try {
    await retryOnConflict(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: countAttempt(rule, reporter.userId) },
            {
              Put: {
                TableName: config.tableName,
                Item: {
                  ...keys.chatReport(room, message._id, reporter.userId),
                  type: 'chat-report',
                  messageId: message._id,
                  message: publicMessage(message),
                  authorId: message.userId,
                  reporterId: reporter.userId,
                  reporter: reporter.name,
                  reason,
                  reportedAt: new Date().toISOString(),
                  ttl: expiresIn(REPORT_TTL_SECONDS),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    return 'added';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return reasons[1]?.Code === 'ConditionalCheckFailed' ? 'duplicate' : 'rate';
  }
}

/**
 * Open reports grouped by message, the newest message first: the newest 500, which with long messages
 * can pass one 1 MB page.
 */
export async function listReports(room: string): Promise<ReportedMessage[]> {
  const items = await queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(), {
    descending: true,
    limit: REPORTS_LISTED,
  });
  const byMessage = new Map<string, ReportedMessage>();
  for (const item of items) {
    const id = item.messageId as string;
    let entry = byMessage.get(id);
    if (!entry) {
      entry = { message: item.message as ChatMessage, reports: [] };
      byMessage.set(id, entry);
    }
    entry.reports.push({
      reporter: item.reporter as string,
      reason: item.reason as string,
      reportedAt: item.reportedAt as string,
    });
  }
  for (const entry of byMessage.values())
    entry.reports.sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  return [...byMessage.values()];
}

/** The newest moderation actions, newest first. */
export async function listActions(room: string): Promise<ModerationAction[]> {
  const items = await queryPrefix(keys.moderation(room).pk, keys.moderationActionPrefix, {
    descending: true,
    limit: ACTIONS_LISTED,
  });
  return items.map((item) => ({
    _id: item.actionId as string,
    action: item.action as ModerationKind,
    by: item.by as string,
    at: item.at as string,
    message: item.message as ChatMessage,
    ...(typeof item.until === 'string' ? { until: item.until } : {}),
  }));
}

/**
 * Every report and action of the room that names `userId` (as reporter, as the author of the
 * message, or as the admin), whole and strongly consistent, for taking the name off when the account
 * goes. Reports expire after 90 days and actions are few, so the partition is small enough to read
 * through; only the matching items come back.
 */
export function moderationMentions(room: string, userId: string): Promise<Item[]> {
  return queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'reporterId = :id OR authorId = :id OR byId = :id',
    ExpressionAttributeValues: { ':pk': keys.moderation(room).pk, ':id': userId },
    ConsistentRead: true,
  });
}

/** The keys of every report of one message (strongly consistent: an action resolves them all). */
async function reportKeys(room: string, messageId: string): Promise<Array<{ pk: string; sk: string }>> {
  const items = await queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(messageId), {
    projection: 'pk, sk',
    consistent: true,
  });
  return items.map((item) => ({ pk: item.pk as string, sk: item.sk as string }));
}

/** The record of one action, as a Put for the transaction that does it. */
function actionRecord(
  room: string,
  kind: ModerationKind,
  admin: Admin,
  message: StoredMessage,
  until?: string,
) {
  const at = new Date().toISOString();
  const actionId = `${Date.parse(at)}-${randomBytes(6).toString('base64url')}`;
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...keys.moderationAction(room, `${at}_${actionId}`),
        type: 'moderation-action',
        actionId,
        action: kind,
        byId: admin.userId,
        by: admin.name,
        at,
        message: publicMessage(message),
        authorId: message.userId,
        ...(until ? { until } : {}),
      },
    },
  };
}

const deleteOf = (key: { pk: string; sk: string }) => ({ Delete: { TableName: config.tableName, Key: key } });

/**
 * Deletes the message and its author's copy, resolves its reports and records who did it, in one
 * transaction (reports beyond what a transaction holds go right after). False when the message was
 * already gone.
 */
export async function deleteMessage(room: string, message: StoredMessage, admin: Admin): Promise<boolean> {
  const reports = await reportKeys(room, message._id);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: config.tableName,
              Key: messageKey(room, message._id)!,
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          actionRecord(room, 'delete', admin, message),
          // The author's copy goes too: their data export no longer lists a message nobody can see.
          ...(message.userId ? [deleteOf(authorCopyKey(room, message)!)] : []),
          ...reports.slice(0, TRANSACTION_ROOM).map(deleteOf),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await deleteItems(reports.slice(TRANSACTION_ROOM));
  return true;
}

/**
 * Mutes the author of `message` until `minutes` from now and records who did it, in one transaction.
 * A new mute replaces an earlier one: the latest decision stands. Resolves the end of the mute.
 */
export async function muteAuthor(
  room: string,
  message: StoredMessage,
  admin: Admin,
  minutes: number,
): Promise<string> {
  const untilEpoch = Math.floor(Date.now() / 1000) + minutes * 60;
  const until = new Date(untilEpoch * 1000).toISOString();
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.tableName,
            Item: {
              ...keys.chatMute(message.userId, room),
              type: 'chat-mute',
              until,
              untilEpoch,
              at: new Date().toISOString(),
              // Gone by itself a day after it ends; the action record keeps the history.
              ttl: untilEpoch + 24 * 60 * 60,
            },
          },
        },
        actionRecord(room, 'mute', admin, message, until),
      ],
    }),
  );
  return until;
}

/** Closes the reports of a message without deleting it, recording who did it. False when there were none. */
export async function dismissReports(room: string, message: StoredMessage, admin: Admin): Promise<boolean> {
  const reports = await reportKeys(room, message._id);
  if (reports.length === 0) return false;
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        actionRecord(room, 'dismiss', admin, message),
        ...reports.slice(0, TRANSACTION_ROOM + 1).map(deleteOf),
      ],
    }),
  );
  await deleteItems(reports.slice(TRANSACTION_ROOM + 1));
  return true;
}

/**
 * The message a report names, as it was when reported: for acting on a message that has expired or
 * was deleted meanwhile. Null when no report of it is open.
 */
export async function reportedMessage(room: string, messageId: string): Promise<StoredMessage | null> {
  const [item] = await queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(messageId), {
    consistent: true,
    limit: 1,
  });
  return item ? { ...(item.message as ChatMessage), userId: item.authorId as string } : null;
}
