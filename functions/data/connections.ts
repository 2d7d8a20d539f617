/**
 * Open WebSocket connections per chat room, spread over shards (shards.ts): one item per connection
 * in the room's partition, sorted by shard, so a fan-out worker reads its run of shards with one
 * Query, and a twin under the user's partition, so ending a session can find and close that user's
 * sockets with one strongly consistent Query. Items carry the user and session from the access token
 * at connect time.
 *
 * The room keeps a count per shard (`roomStats`): raised before a connection is stored and lowered
 * only after its item is actually deleted, so a count is never below the connections its shard holds.
 * A message therefore skips only shards that are truly empty, and the counts' sum is the room's
 * presence. Room items expire at `expiresAt` (shortly after API Gateway's 2-hour limit) but not by the
 * table's TTL: an expired item is deleted by the code that finds it, which lowers the count with it,
 * where a silent TTL deletion would leave the count too high for good.
 */
import type { Role } from '../../shared/constants';
import { isUiLanguage, type UiLanguage } from '../../shared/locale';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { done, type Outcome, refused } from './outcome';
import { CONNECTION_SHARDS, connectionShard, type ShardRange } from './shards';
import { type Item, type Key, table } from './table-client';

/** API Gateway closes every WebSocket after 2 hours; the margin covers clock skew. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

export interface Connection {
  connectionId: string;
  userId: string;
  name: string;
  /** The role the session had at connect time. */
  role?: Role;
  connectedAt: string;
  /** The refresh session the socket was opened with (absent on items written before it was kept). */
  sessionId?: string;
  /** The interface language at connect time, for the connection's error frames (absent: English). */
  language?: UiLanguage;
}

/** A connection as found from its user's side. */
export interface UserConnection {
  room: string;
  connectionId: string;
  sessionId?: string;
}

const roomItem = (room: string, connection: Connection) => ({
  ...keys.connection(room, connection.connectionId),
  type: 'connection',
  ...connection,
  expiresAt: expiresIn(CONNECTION_TTL_SECONDS),
});

const shardCount = (shard: number) => `s${shard}`;

/**
 * Moves the count of the connection's shard by `delta`, at most once: a retry after an answer that
 * was lost (a 5xx, a timeout) could apply it twice, and a count one too low makes the fan-out skip a
 * shard that has a live connection. A count left one too high (the update failed) only costs that
 * shard a read.
 */
async function countConnection(room: string, connectionId: string, delta: 1 | -1): Promise<void> {
  await table.update(
    {
      Key: keys.roomStats(room),
      UpdateExpression: 'ADD #shard :delta',
      ExpressionAttributeNames: { '#shard': shardCount(connectionShard(connectionId)) },
      ExpressionAttributeValues: { ':delta': delta },
    },
    { atMostOnce: true },
  );
}

/** Stores a connection in the room only (a connection from before sessions were tracked, or a test's). */
export async function saveConnection(room: string, connection: Connection): Promise<void> {
  await countConnection(room, connection.connectionId, 1);
  await table.put({ Item: roomItem(room, connection) });
}

/**
 * Adds the connection to the room and to its user, in one transaction with a check that the session
 * it was opened with still exists. `session-ended` when it has ended: a logout, a password reset or an
 * admin revoke that ran first wins, and one that runs later finds this connection. The shard's count
 * goes up first and comes back down only when the transaction certainly wrote nothing.
 */
export async function joinRoom(
  room: string,
  connection: Connection & { sessionId: string },
): Promise<Outcome<void, 'session-ended'>> {
  const item = roomItem(room, connection);
  await countConnection(room, connection.connectionId, 1);
  try {
    await table.transact([
      {
        ConditionCheck: {
          Key: keys.session(connection.userId, connection.sessionId),
          ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': nowSeconds() },
        },
      },
      { Put: { Item: item } },
      {
        Put: {
          Item: {
            ...keys.userConnection(connection.userId, connection.connectionId),
            type: 'user-connection',
            room,
            connectionId: connection.connectionId,
            sessionId: connection.sessionId,
            ttl: item.expiresAt,
          },
        },
      },
    ]);
    return done();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await countConnection(room, connection.connectionId, -1);
    return refused('session-ended');
  }
}

/**
 * Deletes the connection from the room, then its twin under the user it belonged to, and lowers its
 * shard's count. Only the call whose delete found the item does the rest, so each connection is
 * counted down exactly once however many paths (a disconnect, a gone post, a logout) remove it.
 * Resolves whether this call removed it.
 */
export async function removeConnection(room: string, connectionId: string): Promise<boolean> {
  const out = await table.delete({
    Key: keys.connection(room, connectionId),
    ReturnValues: 'ALL_OLD',
  });
  if (!out.Attributes) return false;
  const userId = out.Attributes.userId;
  await Promise.all([
    countConnection(room, connectionId, -1),
    typeof userId === 'string' ? table.delete({ Key: keys.userConnection(userId, connectionId) }) : null,
  ]);
  return true;
}

/** Every connection the user opened that has not ended (one strongly consistent Query). */
export async function userConnections(userId: string): Promise<UserConnection[]> {
  const now = nowSeconds();
  const items = await table.queryPrefix(keys.user(userId).pk, keys.userConnectionPrefix, {
    projection: 'room, connectionId, sessionId, #ttl',
    names: { '#ttl': 'ttl' },
    consistent: true,
  });
  return items
    .filter((item) => !(typeof item.ttl === 'number' && item.ttl <= now))
    .map((item) => ({
      room: item.room as string,
      connectionId: item.connectionId as string,
      ...(typeof item.sessionId === 'string' ? { sessionId: item.sessionId } : {}),
    }));
}

/**
 * Removes both items of each connection (and its count). Without its room item a socket can no longer
 * post (the sender must be in the room) and no fan-out reaches it, even before it is closed.
 */
export async function forgetConnections(connections: readonly UserConnection[]): Promise<void> {
  await Promise.all(connections.map((c) => removeConnection(c.room, c.connectionId)));
}

/**
 * Gives the user's open connections a new name, so messages sent on them from now on carry it (a
 * message takes its author's name from the connection). A connection closing meanwhile is skipped.
 */
export async function renameConnections(userId: string, name: string): Promise<void> {
  const connections = await userConnections(userId);
  await Promise.all(
    connections.map(async ({ room, connectionId }) => {
      try {
        await table.update({
          Key: keys.connection(room, connectionId),
          UpdateExpression: 'SET #name = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}

const isLive = (item: Record<string, unknown>, now: number): boolean =>
  !(typeof item.expiresAt === 'number' && item.expiresAt <= now);

const toConnection = (item: Record<string, unknown>): Connection => ({
  connectionId: item.connectionId as string,
  userId: item.userId as string,
  name: item.name as string,
  role: item.role === 'admin' ? 'admin' : 'user',
  connectedAt: item.connectedAt as string,
  ...(isUiLanguage(item.language) && { language: item.language }),
});

/** One live connection of the room, or null when it is unknown or expired (strongly consistent). */
export async function getConnection(room: string, connectionId: string): Promise<Connection | null> {
  const item = await table.get(keys.connection(room, connectionId), { ConsistentRead: true });
  return item && isLive(item, nowSeconds()) ? toConnection(item) : null;
}

/**
 * The connections of a run of shards: the live ones, and the ids of expired ones whose disconnect
 * was missed.
 */
export async function shardConnections(
  room: string,
  { from, to }: ShardRange,
): Promise<{ live: Connection[]; expired: string[] }> {
  const now = nowSeconds();
  const range = keys.connectionRange(room, from, to);
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': range.pk, ':first': range.first, ':last': range.last },
    ProjectionExpression: 'connectionId, userId, #name, #role, connectedAt, expiresAt',
    ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
  });
  return {
    live: items.filter((item) => isLive(item, now)).map(toConnection),
    expired: items.filter((item) => !isLive(item, now)).map((item) => item.connectionId as string),
  };
}

const countsOf = (stats: Record<string, unknown> | undefined): number[] =>
  Array.from({ length: CONNECTION_SHARDS }, (_, shard) => {
    const count = stats?.[shardCount(shard)];
    return typeof count === 'number' ? count : 0;
  });

/** The room's connection count per shard; strongly consistent when about to deliver by them. */
export async function shardCounts(room: string, consistent = false): Promise<number[]> {
  const item = await table.get(keys.roomStats(room), { ConsistentRead: consistent });
  return countsOf(item);
}

/**
 * A sender's connection and the room's counts per shard, in one strongly consistent round trip: the
 * counts decide which shards a message goes to, and must not miss a learner who joined a moment ago.
 */
export async function senderAndCounts(
  room: string,
  connectionId: string,
): Promise<{ sender: Connection | null; counts: number[] }> {
  const connectionKey = keys.connection(room, connectionId);
  const statsKey = keys.roomStats(room);
  const found: Item[] = [];
  let wanted: Key[] = [connectionKey, statsKey];
  // DynamoDB may leave keys unprocessed when throttled: ask again for those.
  for (let attempt = 0; wanted.length > 0; attempt++) {
    if (attempt > 4) throw new Error(`${wanted.length} keys stayed unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const { items, unprocessed } = await table.batchGet(wanted, { consistent: true });
    found.push(...items);
    wanted = unprocessed;
  }
  const item = found.find((entry) => entry.sk === connectionKey.sk);
  const stats = found.find((entry) => entry.sk === statsKey.sk);
  return {
    sender: item && isLive(item, nowSeconds()) ? toConnection(item) : null,
    counts: countsOf(stats),
  };
}

/** How many connections the room has open now. */
export async function onlineCount(room: string): Promise<number> {
  return onlineIn(await shardCounts(room));
}

/** How many are online, from the room's counts per shard. */
export const onlineIn = (counts: readonly number[]): number =>
  counts.reduce((sum, count) => sum + Math.max(0, count), 0);
