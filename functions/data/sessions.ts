/**
 * Refresh sessions. The refresh cookie holds `<userId>.<sessionId>.<secret>`; the table holds only
 * the secret's hash. Each refresh rotates the secret in a conditional write, so a stolen, already
 * used token is refused; logout and password reset delete the items.
 */
import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TOKENS } from '../../shared/constants';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { hashToken, newId, newSecret } from '../lib/crypto';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { queryPages } from './query';

export interface RefreshToken {
  userId: string;
  sessionId: string;
  secret: string;
}

export const formatRefreshToken = (t: RefreshToken): string => `${t.userId}.${t.sessionId}.${t.secret}`;

export function parseRefreshToken(value: string | undefined): RefreshToken | null {
  const parts = value?.split('.');
  if (parts?.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]{1,128}$/.test(p))) return null;
  const [userId, sessionId, secret] = parts as [string, string, string];
  return { userId, sessionId, secret };
}

export async function startSession(userId: string): Promise<RefreshToken> {
  const token = { userId, sessionId: newId(), secret: newSecret() };
  await db.send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.session(userId, token.sessionId),
        type: 'session',
        secretHash: hashToken(token.secret),
        ttl: expiresIn(TOKENS.refreshTtlSeconds),
      },
    }),
  );
  return token;
}

/**
 * How long the secret a refresh replaced still works. Tabs of one browser share the cookie jar and
 * refresh on their own timers: when two send the same secret at once, the second would otherwise
 * log the learner out. A replayed secret older than one rotation, or older than this, is refused.
 */
export const ROTATION_GRACE_SECONDS = 30;

/**
 * Swaps the session's secret for a new one if `token` is current (or the one it replaced, within the
 * grace period); null if it is unknown, older, or the session expired.
 */
export async function rotateSession(token: RefreshToken): Promise<RefreshToken | null> {
  const next = { ...token, secret: newSecret() };
  const now = nowSeconds();
  try {
    await db.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.session(token.userId, token.sessionId),
        UpdateExpression: 'SET previousHash = secretHash, secretHash = :next, rotatedAt = :now, #ttl = :ttl',
        ConditionExpression:
          '(secretHash = :presented OR (previousHash = :presented AND rotatedAt > :graceStart)) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':next': hashToken(next.secret),
          ':presented': hashToken(token.secret),
          ':ttl': expiresIn(TOKENS.refreshTtlSeconds),
          ':now': now,
          ':graceStart': now - ROTATION_GRACE_SECONDS,
        },
      }),
    );
    return next;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

export async function endSession(token: Pick<RefreshToken, 'userId' | 'sessionId'>): Promise<void> {
  await db.send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.session(token.userId, token.sessionId) }),
  );
}

/** Deletes every session of the user (after a password reset). */
export async function endAllSessions(userId: string): Promise<void> {
  const { pk } = keys.user(userId);
  const pages = queryPages({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.sessionPrefix },
    ProjectionExpression: 'pk, sk',
  });
  for await (const items of pages) {
    for (let i = 0; i < items.length; i += 25) {
      const chunk = items.slice(i, i + 25);
      await db.send(
        new BatchWriteCommand({
          RequestItems: {
            [config.tableName]: chunk.map((item) => ({
              DeleteRequest: { Key: { pk: item.pk, sk: item.sk } },
            })),
          },
        }),
      );
    }
  }
}
