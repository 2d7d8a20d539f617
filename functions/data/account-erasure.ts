/**
 * Deleting an account's data, in steps that can each be run again. The account is marked first;
 * from then on no new item can be written under the user's name or naming them (see `accountIsLive`
 * in users.ts), so working through the user's partition until it holds nothing but the profile
 * ends. Every item the user owns outside their partition is reachable from it (the relation names
 * its certificate, a connection and a chat message have a twin there, a course request and an
 * admin's decision on one a pointer), except their discussion posts, which GSI2 lists by author,
 * and the moderation records that name them, which are read from the room's moderation partition.
 * What others still need keeps its place with the user taken off: an item that named them as its
 * author or as the one who acted gets `Deleted learner` for the name and no id (`deleted-account`
 * where only an id was kept). The profile and the address claim go last, in one transaction, so a
 * run that dies halfway leaves a marked account that the next run finishes (docs/data-design.md,
 * "Deleting an account").
 */
import { randomBytes } from 'node:crypto';
import { DELETED_LEARNER } from '../../shared/account';
import { isConditionFailure, retryOnConflict, StillContended } from './conditions';
import { removeConnection } from './connections';
import { anonymisedPost } from './discussion-authors';
import { keys } from './keys';
import { moderationMentions } from './moderation';
import { type Outcome, unlessRefused } from './outcome';
import { toStoredRating } from './rating-items';
import { closeReports, ratingRemoval } from './ratings';
import { type Item, type Key, type TransactMember, table } from './table-client';
import type { User } from './users';

/** What stands for a deleted account where an item kept only its id, as the one who acted. */
export const DELETED_ACCOUNT = 'deleted-account';

/**
 * Marks the account as being deleted (the first mark stays when a run is repeated) and lists it
 * among the unfinished deletions on GSI1. `gone` when there is no such account.
 */
export async function markDeleting(userId: string): Promise<Outcome<void, 'gone'>> {
  const now = new Date().toISOString();
  const listed = keys.accountDeletion(userId, now);
  return unlessRefused(async () => {
    await table.update({
      Key: keys.user(userId),
      UpdateExpression:
        'SET deletingSince = if_not_exists(deletingSince, :now), gsi1pk = :deletions, gsi1sk = if_not_exists(gsi1sk, :order)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':now': now,
        ':deletions': listed.gsi1pk,
        ':order': listed.gsi1sk,
      },
    });
  }, 'gone');
}

/**
 * The first page (up to 1 MB) of what the user's partition holds besides the profile, strongly
 * consistent: everything a previous step removed is gone from it. Empty when only the profile is left.
 */
export async function remainingItems(userId: string): Promise<Item[]> {
  const profile = keys.user(userId);
  for await (const page of table.queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': profile.pk },
    ConsistentRead: true,
  })) {
    const others = page.filter((item) => item.sk !== profile.sk);
    // A page that held only the profile may be followed by more (the profile sorts mid-partition).
    if (others.length > 0) return others;
  }
  return [];
}

type Member = TransactMember;

/**
 * What removing one item takes, as members of one transaction. A `skippable` member changes
 * something that may be gone already (a course deleted, a like count already at zero, a chat message
 * expired): when its condition fails it is left out and the rest is sent again.
 */
type Removal = Array<{ member: Member; skippable?: boolean }>;

/** Removals per transaction: at most 3 members each, within DynamoDB's 100 members. */
const REMOVALS_PER_TRANSACTION = 25;

const cancellationCodes = (error: unknown): Array<string | undefined> =>
  ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map(
    (r) => r.Code,
  );

/**
 * Sends the removals, 25 to a transaction. False when an item changed since it was read (a
 * condition that is not skippable failed): the caller reads again and retries with what is there.
 */
async function transactRemovals(removals: readonly Removal[]): Promise<boolean> {
  for (let i = 0; i < removals.length; i += REMOVALS_PER_TRANSACTION) {
    let members = removals.slice(i, i + REMOVALS_PER_TRANSACTION).flat();
    for (;;) {
      try {
        const TransactItems = members.map((m) => m.member);
        await retryOnConflict(() => table.transact(TransactItems));
        break;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const codes = cancellationCodes(error);
        const failed = members.filter((_, index) => codes[index] === 'ConditionalCheckFailed');
        if (failed.length === 0 || failed.some((m) => !m.skippable)) return false;
        members = members.filter((m) => !failed.includes(m));
      }
    }
  }
  return true;
}

const deletion = (
  key: Key,
  condition?: { expression: string; values?: Record<string, unknown> },
): Member => ({
  Delete: {
    Key: key,
    ...(condition ? { ConditionExpression: condition.expression } : {}),
    ...(condition?.values ? { ExpressionAttributeValues: condition.values } : {}),
  },
});

/**
 * A learner–course relation goes with what hangs on it, as it was read: its like comes off the
 * course's count (exactly once: the relation is deleted only if it is still liked), and its
 * certificate is deleted (only if it still names that one).
 */
function relationRemoval(item: Item): Removal {
  const courseId = String(item.sk).slice(keys.userCoursePrefix.length);
  const loved = item.loved === true;
  const certificateId = typeof item.certificateId === 'string' ? item.certificateId : undefined;
  const removal: Removal = [
    {
      member: deletion(
        { pk: String(item.pk), sk: String(item.sk) },
        {
          expression: [
            loved ? 'loved = :yes' : '(attribute_not_exists(loved) OR loved <> :yes)',
            certificateId ? 'certificateId = :certificate' : 'attribute_not_exists(certificateId)',
          ].join(' AND '),
          values: { ':yes': true, ...(certificateId ? { ':certificate': certificateId } : {}) },
        },
      ),
    },
  ];
  if (loved) {
    removal.push({
      member: {
        Update: {
          Key: keys.course(courseId),
          UpdateExpression: 'ADD love :minusOne',
          ConditionExpression: 'attribute_exists(pk) AND love > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      skippable: true,
    });
  }
  if (certificateId) removal.push({ member: deletion(keys.certificate(certificateId)) });
  return removal;
}

/** The author's copy of a chat message goes, and the message itself stays with its author anonymised. */
function chatMessageRemoval(item: Item): Removal {
  return [
    {
      member: {
        Update: {
          Key: keys.chatMessage(String(item.room), String(item.sortKey)),
          UpdateExpression: 'SET #user = :deleted REMOVE userId',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#user': 'user' },
          ExpressionAttributeValues: { ':deleted': DELETED_LEARNER },
        },
      },
      skippable: true, // expired and removed by TTL already
    },
    { member: deletion({ pk: String(item.pk), sk: String(item.sk) }) },
  ];
}

/**
 * The request an admin decided keeps its decision, with `decidedBy` no longer naming them; skipped
 * when the request is gone (its author deleted their account) or no longer names them.
 */
function decisionScrub(request: Key, userId: string): Removal[number] {
  return {
    member: {
      Update: {
        Key: request,
        UpdateExpression: 'SET decidedBy = :deleted',
        ConditionExpression: 'decidedBy = :id',
        ExpressionAttributeValues: { ':deleted': DELETED_ACCOUNT, ':id': userId },
      },
    },
    skippable: true,
  };
}

/** An admin's pointer to a request they decided goes, and the request stays without their id. */
function decisionRemoval(item: Item): Removal {
  const userId = String(item.pk).slice(keys.user('').pk.length);
  const requestId = String(item.sk).slice(keys.userDecisionPrefix.length);
  return [
    decisionScrub(keys.courseRequest(requestId), userId),
    { member: deletion({ pk: String(item.pk), sk: String(item.sk) }) },
  ];
}

/** The keys to delete for an item that goes with no condition (and what it points to, if anything). */
function plainKeys(item: Item): Key[] {
  const own = { pk: String(item.pk), sk: String(item.sk) };
  if (own.sk.startsWith(keys.userRequestPrefix)) {
    return [own, keys.courseRequest(own.sk.slice(keys.userRequestPrefix.length))];
  }
  // Notes, review cards, sessions, link tokens, known devices: they hold nothing that points elsewhere.
  return [own];
}

/**
 * The connections still in the partition are those whose disconnect never came and whose two hours
 * are over (signing out closed the live ones). The room may still hold them until TTL sweeps it, so
 * each goes through `removeConnection`, which counts it out of its shard exactly once and takes the
 * twin with it; a twin whose room item was already gone is deleted here.
 */
async function removeConnectionTwins(twins: readonly Item[]): Promise<void> {
  const removed = await Promise.all(
    twins.map((twin) =>
      typeof twin.room === 'string' ? removeConnection(twin.room, String(twin.connectionId)) : false,
    ),
  );
  await table.deleteMany(
    twins.filter((_, i) => !removed[i]).map((twin) => ({ pk: String(twin.pk), sk: String(twin.sk) })),
  );
}

/**
 * Removes one page of the user's items: relations, chat messages and decisions in transactions of
 * 25, lapsed connections each counted out of its shard, the rest in BatchWrites of 25. False when a
 * relation or message changed since it was read.
 */
export async function removeItems(items: readonly Item[]): Promise<boolean> {
  const prefixed = (prefix: string) => (item: Item) => String(item.sk).startsWith(prefix);
  const isRelation = prefixed(keys.userCoursePrefix);
  const isChat = prefixed(keys.userChatMessagePrefix);
  const isConnection = prefixed(keys.userConnectionPrefix);
  const isDecision = prefixed(keys.userDecisionPrefix);
  const isRating = prefixed(keys.userRatingPrefix);
  const isPlain = (item: Item) =>
    ![isRelation, isChat, isConnection, isDecision, isRating].some((is) => is(item));
  const [relationsGone, messagesGone, , , , ratingsGone] = await Promise.all([
    transactRemovals(items.filter(isRelation).map(relationRemoval)),
    transactRemovals(items.filter(isChat).map(chatMessageRemoval)),
    transactRemovals(items.filter(isDecision).map(decisionRemoval)),
    removeConnectionTwins(items.filter(isConnection)),
    table.deleteMany(items.filter(isPlain).flatMap(plainKeys)),
    removeRatings(items.filter(isRating)),
  ]);
  return relationsGone && messagesGone && ratingsGone;
}

/**
 * The user's ratings go with their reviews and their share of each course's totals (exactly once:
 * the review is deleted only while it has the stars read), then the reports of those reviews.
 */
async function removeRatings(pointers: readonly Item[]): Promise<boolean> {
  const ids = pointers.map((p) => p.reviewId).filter((id): id is string => typeof id === 'string');
  const ratings = ids.length
    ? (
        await table.getMany(
          ids.map((id) => keys.review(id)),
          { consistent: true },
        )
      ).map(toStoredRating)
    : [];
  const removals: Removal[] = pointers.map((pointer) => {
    const rating = ratings.find((r) => r.reviewId === pointer.reviewId);
    const own = { pk: String(pointer.pk), sk: String(pointer.sk) };
    const withPointer = rating
      ? { expression: 'reviewId = :id', values: { ':id': rating.reviewId } }
      : { expression: 'attribute_not_exists(reviewId)' };
    return [
      ...(rating ? ratingRemoval(rating, null).map((member) => ({ member })) : []),
      { member: deletion(own, withPointer) },
    ];
  });
  const gone = await transactRemovals(removals);
  await Promise.all(ratings.map((r) => closeReports(r.reviewId)));
  return gone;
}

/**
 * Keeps the user's discussion posts with their author taken away (`Deleted learner`), 25 to a
 * transaction; a post deleted meanwhile is skipped.
 */
export async function anonymisePosts(posts: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  await transactRemovals(
    posts.map((post) => [{ member: { Update: anonymisedPost(post, DELETED_LEARNER) }, skippable: true }]),
  );
}

/** Where a moderation record holds a learner's id, and how the name beside it is taken off. */
const NAMED_BY: Record<'reporterId' | 'authorId' | 'byId', (record: Item) => void> = {
  reporterId: (record) => {
    record.reporter = DELETED_LEARNER;
  },
  authorId: (record) => {
    record.message = { ...(record.message as object), user: DELETED_LEARNER };
  },
  byId: (record) => {
    record.by = DELETED_LEARNER;
  },
};

/** The record with the user's name taken off: `Deleted learner` for the name, no id beside it. */
function withoutUser(item: Item, userId: string): Item {
  const copy: Item = { ...item };
  for (const [id, takeNameOff] of Object.entries(NAMED_BY)) {
    if (copy[id] !== userId) continue;
    delete copy[id];
    takeNameOff(copy);
  }
  return copy;
}

/**
 * A moderation record that names the user, rewritten without them. A report's key holds its
 * reporter's id, so the reporter's own report moves to a key of its own (delete and put, both or
 * neither); any other record is replaced where it is. A record that expired or was resolved since
 * it was read fails its condition, and the caller reads again.
 */
function mentionRemoval(item: Item, userId: string): Removal {
  const key = { pk: String(item.pk), sk: String(item.sk) };
  const stillThere = { expression: 'attribute_exists(pk)' };
  const copy = withoutUser(item, userId);
  if (item.reporterId !== userId) {
    return [
      {
        member: {
          Put: { Item: copy, ConditionExpression: stillThere.expression },
        },
      },
    ];
  }
  const anonymous = `${keys.chatReportPrefix(String(item.messageId))}deleted-${randomBytes(9).toString('base64url')}`;
  return [{ member: deletion(key, stillThere) }, { member: { Put: { Item: { ...copy, sk: anonymous } } } }];
}

/** Passes over the moderation records before giving up: each pass only meets records resolved meanwhile. */
const MODERATION_PASSES_MAX = 5;

/**
 * Takes the user's name off the room's moderation records (`Deleted learner`): the reports they
 * made, the copies of their messages that reports and actions keep, and the actions they took as an
 * admin. The records stay, so an open report still counts and the history keeps its shape.
 */
export async function anonymiseModeration(room: string, userId: string): Promise<void> {
  for (let pass = 0; pass < MODERATION_PASSES_MAX; pass++) {
    const mentions = await moderationMentions(room, userId);
    if (await transactRemovals(mentions.map((item) => mentionRemoval(item, userId)))) return;
  }
  throw new StillContended('The moderation records kept changing while the account was being deleted.');
}

/** Keys of the course requests GSI2 lists for the author (those written before authors kept a pointer). */
export async function requestKeysBy(userId: string): Promise<Key[]> {
  const items = await table.queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.requestsBy(userId).gsi2pk },
    ProjectionExpression: 'pk, sk',
  });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Takes the user's id off the requests they decided before decisions kept a pointer under the
 * admin: GSI1 lists every request, and only those naming the user come back (read to the end).
 */
export async function anonymiseOlderDecisions(userId: string): Promise<void> {
  const decided = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'decidedBy = :id',
    ExpressionAttributeValues: { ':pk': keys.allRequests.gsi1pk, ':id': userId },
    ProjectionExpression: 'pk, sk',
  });
  await transactRemovals(
    decided.map((item) => [decisionScrub({ pk: String(item.pk), sk: String(item.sk) }, userId)]),
  );
}

/** Every rate window counted for these subjects (one Query per subject, in parallel). */
export async function rateWindowKeys(
  subjects: ReadonlyArray<{ scope: string; subject: string }>,
): Promise<Key[]> {
  const found = await Promise.all(
    subjects.map(({ scope, subject }) =>
      table.queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.rateSubject(scope, subject).pk },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
      }),
    ),
  );
  return found.flat().map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * The last step: the profile and the claim on the address go together, so the address is free for
 * a new sign-up, which inherits nothing. Idempotent: an account already gone is done.
 */
export async function finishDeletion(user: Pick<User, '_id' | 'email'>): Promise<void> {
  await transactRemovals([
    [
      { member: deletion(keys.user(user._id), { expression: 'attribute_exists(deletingSince)' }) },
      {
        // Only while the address is still this account's (it always is, unless an operator moved it).
        member: deletion(keys.email(user.email), { expression: 'userId = :id', values: { ':id': user._id } }),
        skippable: true,
      },
    ],
  ]);
}

/** The user ids of accounts whose deletion started and has not finished, oldest first. */
export async function unfinishedDeletions(): Promise<string[]> {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.accountDeletions.gsi1pk },
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#id': '_id' },
  });
  return items.map((item) => String(item._id));
}
