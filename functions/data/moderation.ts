/**
 * Moderation of a chat room, all in the room's moderation partition except mutes: learners' reports
 * (one item per message and reporter, with a copy of the message as it was, so a report outlives the
 * message), and the record of every admin action (who, what, on whose message, when). A mute is an
 * item under the learner (`USER#id / MUTE#room`) that `saveMessage` checks in its transaction.
 *
 * Every write here names accounts: the one acting (reporter or admin) and the message's author. Each
 * carries `accountIsLive` for both in its own transaction, so nothing is written for an account that
 * is gone or being deleted: the actor's is refused (`no-account`), and a record about a message
 * whose author is going names them as the deletion does (`Deleted learner`, no id).
 */
import { randomBytes } from 'node:crypto';
import { DELETED_LEARNER } from '../../shared/account';
import type { ChatMessage, ModerationAction, ModerationKind, ReportedMessage } from '../../shared/types';
import type { SessionUser } from '../lib/session';
import { authorCopyKey, messageKey, publicMessage, type StoredMessage } from './chat';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { expiresIn, keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { type Item, type TransactMember, table } from './table-client';
import { accountIsLive } from './users';

/** Reports stay long enough for an admin to come back from holiday, after the message itself expired. */
export const REPORT_TTL_SECONDS = 90 * 24 * 60 * 60;
/** At most this many reports are listed, newest messages first: a queue longer than that is a flood. */
const REPORTS_LISTED = 500;
const ACTIONS_LISTED = 50;
/** The members a transaction of `sendChecked` holds beside its two account checks (DynamoDB allows 100). */
const TRANSACTION_ROOM = 98;

type Admin = Pick<SessionUser, 'userId' | 'name'>;

type Member = TransactMember;

/**
 * What a checked transaction came to: sent; refused because the acting account or the author's is
 * gone or being deleted; or refused by the condition of `members[failed]`.
 */
type Sent = 'sent' | 'actor-gone' | 'author-gone' | { failed: number };

/**
 * Sends `members` as one transaction with `accountIsLive` of the acting account and, when the
 * message names one, of its author (once, when both are the same account).
 */
async function sendChecked(actorId: string, authorId: string, members: Member[]): Promise<Sent> {
  const checks = [
    accountIsLive(actorId),
    ...(authorId && authorId !== actorId ? [accountIsLive(authorId)] : []),
  ];
  try {
    await retryOnConflict(() => table.transact([...checks, ...members]));
    return 'sent';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return 'actor-gone';
    if (checks.length > 1 && failedAt(error, 1)) return 'author-gone';
    return { failed: members.findIndex((_, i) => failedAt(error, checks.length + i)) };
  }
}

/** The message as deleting its author's account leaves it: `Deleted learner`, and no id. */
const withoutAuthor = (message: StoredMessage): StoredMessage => ({
  ...message,
  user: DELETED_LEARNER,
  userId: '',
});

/**
 * Sends a write whose members keep a copy of `message` (built by `members` from the message as the
 * record names it). While the author's account is being deleted, the copy is the anonymised one, so
 * a record written in that instant keeps nothing the deletion has taken off the others.
 */
async function sendAbout(
  actorId: string,
  message: StoredMessage,
  members: (named: StoredMessage) => Member[],
): Promise<Exclude<Sent, 'author-gone'>> {
  const sent = await sendChecked(actorId, message.userId, members(message));
  if (sent !== 'author-gone') return sent;
  const anonymous = withoutAuthor(message);
  // With no author left to check, only the actor or a member's own condition can refuse it.
  return (await sendChecked(actorId, anonymous.userId, members(anonymous))) as Exclude<Sent, 'author-gone'>;
}

/** The author's id as a record keeps it: absent once the author's account is gone. */
const authorOf = (message: StoredMessage) => (message.userId ? { authorId: message.userId } : {});

/** Whether this was the learner's first report of the message (a second one is no refusal). */
export type ReportOutcome = Outcome<{ first: boolean }, 'rate-limited' | 'no-account'>;

/**
 * Records `reporter`'s report of `message`, counted against the reporter's rate limit in the same
 * transaction. A second report of one message by one learner changes nothing and counts nothing;
 * nor does a report by an account that is gone or being deleted (`no-account`).
 */
export async function addReport(
  room: string,
  message: StoredMessage,
  reporter: Admin,
  reason: string,
  rule: RateLimit,
): Promise<ReportOutcome> {
  const sent = await sendAbout(reporter.userId, message, (named) => [
    { Update: countAttempt(rule, reporter.userId) },
    {
      Put: {
        Item: {
          ...keys.chatReport(room, named._id, reporter.userId),
          type: 'chat-report',
          messageId: named._id,
          message: publicMessage(named),
          ...authorOf(named),
          reporterId: reporter.userId,
          reporter: reporter.name,
          reason,
          reportedAt: new Date().toISOString(),
          ttl: expiresIn(REPORT_TTL_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (sent === 'sent') return done({ first: true });
  if (sent === 'actor-gone') return refused('no-account');
  return sent.failed === 1 ? done({ first: false }) : refused('rate-limited');
}

/**
 * Open reports grouped by message, the newest message first: the newest 500, which with long messages
 * can pass one 1 MB page.
 */
export async function listReports(room: string): Promise<ReportedMessage[]> {
  const items = await table.queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(), {
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
  const items = await table.queryPrefix(keys.moderation(room).pk, keys.moderationActionPrefix, {
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
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'reporterId = :id OR authorId = :id OR byId = :id',
    ExpressionAttributeValues: { ':pk': keys.moderation(room).pk, ':id': userId },
    ConsistentRead: true,
  });
}

/** The keys of every report of one message (strongly consistent: an action resolves them all). */
async function reportKeys(room: string, messageId: string): Promise<Array<{ pk: string; sk: string }>> {
  const items = await table.queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(messageId), {
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
): Member {
  const at = new Date().toISOString();
  const actionId = `${Date.parse(at)}-${randomBytes(6).toString('base64url')}`;
  return {
    Put: {
      Item: {
        ...keys.moderationAction(room, `${at}_${actionId}`),
        type: 'moderation-action',
        actionId,
        action: kind,
        byId: admin.userId,
        by: admin.name,
        at,
        message: publicMessage(message),
        ...authorOf(message),
        ...(until ? { until } : {}),
      },
    },
  };
}

const deleteOf = (key: { pk: string; sk: string }): Member => ({
  Delete: { Key: key },
});

/** What an admin action came to: `no-account` when the admin's account is gone or being deleted. */
type ActionOutcome<R extends 'gone'> = Outcome<void, 'no-account' | R>;

/**
 * Deletes the message and its author's copy, resolves its reports and records who did it, in one
 * transaction (reports beyond what a transaction holds go right after). `gone` when the message was
 * already gone.
 */
export async function deleteMessage(
  room: string,
  message: StoredMessage,
  admin: Admin,
): Promise<ActionOutcome<'gone'>> {
  const reports = await reportKeys(room, message._id);
  // The author's copy goes too: their data export no longer lists a message nobody can see.
  const copy = message.userId ? [deleteOf(authorCopyKey(room, message)!)] : [];
  // The delete and the record go in beside the copy; reports fill the rest.
  const inTransaction = reports.slice(0, TRANSACTION_ROOM - 2 - copy.length);
  const sent = await sendAbout(admin.userId, message, (named) => [
    {
      Delete: {
        Key: messageKey(room, message._id)!,
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    actionRecord(room, 'delete', admin, named),
    ...copy,
    ...inTransaction.map(deleteOf),
  ]);
  if (sent === 'actor-gone') return refused('no-account');
  if (sent !== 'sent') return refused('gone');
  await table.deleteMany(reports.slice(inTransaction.length));
  return done();
}

/**
 * Mutes the author of `message` until `minutes` from now and records who did it, in one transaction.
 * A new mute replaces an earlier one: the latest decision stands. Answers the end of the mute, or
 * `author-gone` when the author's account is gone or being deleted (nobody is left to mute, and
 * their partition takes no new item).
 */
export async function muteAuthor(
  room: string,
  message: StoredMessage,
  admin: Admin,
  minutes: number,
): Promise<Outcome<string, 'author-gone' | 'no-account'>> {
  const untilEpoch = Math.floor(Date.now() / 1000) + minutes * 60;
  const until = new Date(untilEpoch * 1000).toISOString();
  const sent = await sendChecked(admin.userId, message.userId, [
    {
      Put: {
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
  ]);
  if (sent === 'actor-gone') return refused('no-account');
  if (sent === 'author-gone') return refused('author-gone');
  if (sent !== 'sent') throw new Error('A mute has no condition of its own that could fail.');
  return done(until);
}

/**
 * Closes the reports of a message without deleting it, recording who did it. `gone` when there
 * were none (left).
 */
export async function dismissReports(
  room: string,
  message: StoredMessage,
  admin: Admin,
): Promise<ActionOutcome<'gone'>> {
  const reports = await reportKeys(room, message._id);
  if (reports.length === 0) return refused('gone');
  const inTransaction = reports.slice(0, TRANSACTION_ROOM - 1);
  const sent = await sendAbout(admin.userId, message, (named) => [
    actionRecord(room, 'dismiss', admin, named),
    ...inTransaction.map(deleteOf),
  ]);
  if (sent === 'actor-gone') return refused('no-account');
  await table.deleteMany(reports.slice(inTransaction.length));
  return done();
}

/**
 * The message a report names, as it was when reported: for acting on a message that has expired or
 * was deleted meanwhile. Null when no report of it is open.
 */
export async function reportedMessage(room: string, messageId: string): Promise<StoredMessage | null> {
  const [item] = await table.queryPrefix(keys.moderation(room).pk, keys.chatReportPrefix(messageId), {
    consistent: true,
    limit: 1,
  });
  return item ? { ...(item.message as ChatMessage), userId: item.authorId as string } : null;
}
