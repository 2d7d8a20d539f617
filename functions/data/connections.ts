/**
 * Open WebSocket connections per chat room: one item per connection under the room's partition, so
 * a fan-out reads every listener with one Query, and a twin under the user's partition, so ending a
 * session can find and close that user's sockets with one strongly consistent Query. Items carry the
 * user and session from the access token at connect time and expire by TTL shortly after API
 * Gateway's 2-hour connection limit, so a connection whose disconnect was never delivered does not
 * linger.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/constants';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { deleteItems } from './batch-delete';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { queryAll } from './query';

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
  ttl: expiresIn(CONNECTION_TTL_SECONDS),
});

/** Stores a connection in the room only (a connection from before sessions were tracked, or a test's). */
export async function saveConnection(room: string, connection: Connection): Promise<void> {
  await db.send(new PutCommand({ TableName: config.tableName, Item: roomItem(room, connection) }));
}

/**
 * Adds the connection to the room and to its user, in one transaction with a check that the session
 * it was opened with still exists. False when the session has ended: a logout, a password reset or an
 * admin revoke that ran first wins, and one that runs later finds this connection.
 */
export async function joinRoom(
  room: string,
  connection: Connection & { sessionId: string },
): Promise<boolean> {
  const item = roomItem(room, connection);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: config.tableName,
              Key: keys.session(connection.userId, connection.sessionId),
              ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
              ExpressionAttributeNames: { '#ttl': 'ttl' },
              ExpressionAttributeValues: { ':now': nowSeconds() },
            },
          },
          { Put: { TableName: config.tableName, Item: item } },
          {
            Put: {
              TableName: config.tableName,
              Item: {
                ...keys.userConnection(connection.userId, connection.connectionId),
                type: 'user-connection',
                room,
                connectionId: connection.connectionId,
                sessionId: connection.sessionId,
                ttl: item.ttl,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes the connection from the room, then its twin under the user it belonged to. */
export async function removeConnection(room: string, connectionId: string): Promise<void> {
  const out = await db.send(
    new DeleteCommand({
      TableName: config.tableName,
      Key: keys.connection(room, connectionId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  const userId = out.Attributes?.userId;
  if (typeof userId !== 'string') return;
  await db.send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.userConnection(userId, connectionId) }),
  );
}

/** Every connection the user opened that has not ended (one strongly consistent Query). */
export async function userConnections(userId: string): Promise<UserConnection[]> {
  const now = nowSeconds();
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.userConnectionPrefix },
    ProjectionExpression: 'room, connectionId, sessionId, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ConsistentRead: true,
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
 * Deletes both items of each connection. Without its room item a socket can no longer post (the
 * sender must be in the room) and no fan-out reaches it, even before it is closed.
 */
export async function forgetConnections(
  userId: string,
  connections: readonly UserConnection[],
): Promise<void> {
  await deleteItems(
    connections.flatMap((c) => [
      keys.connection(c.room, c.connectionId),
      keys.userConnection(userId, c.connectionId),
    ]),
  );
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
        await db.send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: keys.connection(room, connectionId),
            UpdateExpression: 'SET #name = :name',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}

/** One live connection of the room, or null when it is unknown or expired. */
export async function getConnection(room: string, connectionId: string): Promise<Connection | null> {
  const out = await db.send(
    new GetCommand({ TableName: config.tableName, Key: keys.connection(room, connectionId) }),
  );
  const item = out.Item;
  if (!item || (typeof item.ttl === 'number' && item.ttl <= nowSeconds())) return null;
  return {
    connectionId,
    userId: item.userId as string,
    name: item.name as string,
    role: item.role === 'admin' ? 'admin' : 'user',
    connectedAt: item.connectedAt as string,
  };
}

/** Every live connection of the room (one Query, paged only when the room outgrows 1 MB). */
export async function listConnections(room: string): Promise<Connection[]> {
  const { pk } = keys.connection(room, '');
  const now = nowSeconds();
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'connectionId, userId, #name, connectedAt, #ttl',
    ExpressionAttributeNames: { '#name': 'name', '#ttl': 'ttl' },
  });
  // TTL deletion lags by up to days: an item past its expiry is a connection that no longer exists.
  const live = items.filter((item) => !(typeof item.ttl === 'number' && item.ttl <= now));
  return live.map((item) => ({
    connectionId: item.connectionId as string,
    userId: item.userId as string,
    name: item.name as string,
    connectedAt: item.connectedAt as string,
  }));
}
