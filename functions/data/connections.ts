/**
 * Open WebSocket connections per chat room: one item per connection under the room's partition, so
 * a fan-out reads every listener with one Query. Items carry the user from the session at connect
 * time and expire by TTL shortly after API Gateway's 2-hour connection limit, so a connection whose
 * disconnect was never delivered does not linger.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/constants';
import { db } from '../lib/aws';
import { config } from '../lib/config';
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
}

export async function saveConnection(room: string, connection: Connection): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.connection(room, connection.connectionId),
        type: 'connection',
        ...connection,
        ttl: expiresIn(CONNECTION_TTL_SECONDS),
      },
    }),
  );
}

export async function removeConnection(room: string, connectionId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: keys.connection(room, connectionId) }));
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
