/**
 * Course requests. One item per request, in two collections: every request on GSI1 (what admins
 * read) and the author's own on GSI2 (what a learner reads), both sorted by time, so each list is one
 * Query. Approving writes the new course and the decision in one transaction. A decision keeps the
 * deciding admin's id (`decidedBy`) and, in the same transaction, a pointer to the request under the
 * admin (`USER#admin / DECISION#request`), so deleting the admin's account finds it; it is written
 * only while that account is live.
 */
import type { Course, CourseRequest, RequestStatus } from '../../shared/types';
import { bumpCatalogueVersion } from './catalogue';
import { failedAt, isConditionFailure } from './conditions';
import { courseItem } from './courses';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';
import { accountIsLive } from './users';

export interface StoredRequest extends CourseRequest {
  userId: string;
  decidedAt?: string;
  decidedBy?: string;
}

type RequestItem = StoredRequest & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  type: 'course-request';
};

/** What a list answers: the request without keys, author id or decision bookkeeping. */
const toRequest = (item: RequestItem): CourseRequest => ({
  _id: item._id,
  name: item.name,
  email: item.email,
  ...(item.topic ? { topic: item.topic } : {}),
  playlist: item.playlist,
  message: item.message,
  status: item.status,
  createdAt: item.createdAt,
  ...(item.courseId ? { courseId: item.courseId } : {}),
  ...(item.reason ? { reason: item.reason } : {}),
});

/**
 * Stores a new request and counts it against its author's limit in one transaction, so a refused
 * or failed write never uses up an attempt. The author's pointer to it goes in with it (what
 * deleting the account works through), and only while the account exists. `rate-limited` (nothing
 * stored) when the author's limit is reached, `no-account` when the account is gone or going.
 */
export async function putRequest(
  request: StoredRequest,
  perAuthor: RateLimit,
): Promise<Outcome<void, 'rate-limited' | 'no-account'>> {
  const item: RequestItem = {
    ...keys.courseRequest(request._id),
    ...keys.requestIndexes(request.userId, request._id, request.createdAt),
    type: 'course-request',
    ...request,
  };
  try {
    await table.transact([
      { Update: countAttempt(perAuthor, request.userId) },
      accountIsLive(request.userId),
      {
        Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
      },
      {
        Put: {
          Item: { ...keys.userRequest(request.userId, request._id), type: 'user-request' },
        },
      },
    ]);
    return done();
  } catch (error) {
    if (isConditionFailure(error) && failedAt(error, 0)) return refused('rate-limited');
    if (isConditionFailure(error) && failedAt(error, 1)) return refused('no-account');
    throw error;
  }
}

export async function getRequest(requestId: string): Promise<StoredRequest | null> {
  const item = await table.get(keys.courseRequest(requestId), { ConsistentRead: true });
  return (item as StoredRequest | undefined) ?? null;
}

/** How many requests a list answers at most, newest first: one Query page holds them all. */
export const REQUEST_LIST_MAX = 200;

async function newestFirst(
  index: 'gsi1' | 'gsi2',
  partition: { name: string; value: string },
): Promise<CourseRequest[]> {
  const out = await table.query({
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partition.name },
    ExpressionAttributeValues: { ':pk': partition.value },
    ScanIndexForward: false,
    Limit: REQUEST_LIST_MAX,
  });
  return (out.Items ?? []).map((item) => toRequest(item as RequestItem));
}

/** Every request, newest first (admins). One Query on GSI1. */
export const listAllRequests = (): Promise<CourseRequest[]> =>
  newestFirst('gsi1', { name: 'gsi1pk', value: keys.allRequests.gsi1pk });

/** Every request `userId` ever sent, oldest first: their data export (one Query page per MB). */
export async function everyRequestBy(userId: string): Promise<CourseRequest[]> {
  const items = await table.queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.requestsBy(userId).gsi2pk },
  });
  return items.map((item) => toRequest(item as RequestItem));
}

/** The requests `userId` sent, newest first. One Query on GSI2. */
export const listRequestsBy = (userId: string): Promise<CourseRequest[]> =>
  newestFirst('gsi2', { name: 'gsi2pk', value: keys.requestsBy(userId).gsi2pk });

/** `no-account`: the deciding admin's account is gone or being deleted, and nothing was decided. */
export type DecisionOutcome = Outcome<void, 'not-open' | 'course-exists' | 'no-account'>;

const decision = (
  requestId: string,
  status: Exclude<RequestStatus, 'new'>,
  adminId: string,
  extra: Record<string, unknown>,
) => {
  const values: Record<string, unknown> = {
    ':open': 'new',
    ':status': status,
    ':at': new Date().toISOString(),
    ':by': adminId,
  };
  const sets = ['#status = :status', 'decidedAt = :at', 'decidedBy = :by'];
  for (const [name, value] of Object.entries(extra)) {
    sets.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  }
  return {
    Key: keys.courseRequest(requestId),
    // Only an open request can be decided: two admins clicking at once decide it once.
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk) AND #status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: values,
  };
};

/**
 * The members every decision sends beside its own: the admin's account is live, and their pointer to
 * the request (what deleting their account works through to take their id off it).
 */
const decider = (requestId: string, adminId: string) => [
  accountIsLive(adminId),
  {
    Put: {
      Item: { ...keys.userDecision(adminId, requestId), type: 'user-decision' },
    },
  },
];

/** Marks an open request rejected, with the admin's reason if any; 'not-open' when it is unknown or already decided. */
export async function rejectRequest(
  requestId: string,
  adminId: string,
  reason?: string,
): Promise<DecisionOutcome> {
  try {
    await table.transact([
      { Update: decision(requestId, 'rejected', adminId, reason ? { reason } : {}) },
      ...decider(requestId, adminId),
    ]);
    return done();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return refused(failedAt(error, 1) ? 'no-account' : 'not-open');
  }
}

/**
 * Creates `course` in the catalogue and marks the open request approved with its id, both or
 * neither. 'course-exists' when a course with the same id is already there.
 */
export async function approveRequest(
  requestId: string,
  course: Course,
  adminId: string,
): Promise<DecisionOutcome> {
  try {
    await table.transact([
      { Update: decision(requestId, 'approved', adminId, { courseId: course._id }) },
      {
        Put: {
          Item: courseItem(course, new Date().toISOString()),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...decider(requestId, adminId),
    ]);
    await bumpCatalogueVersion();
    return done();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 2)) return refused('no-account');
    // The request's state decides first: a decided request is reported as such even if the name is taken too.
    return refused(failedAt(error, 0) ? 'not-open' : 'course-exists');
  }
}
