/**
 * Refresh sessions. The refresh cookie holds `<userId>.<sessionId>.<secret>`; the table holds only
 * the secret's hash. Each refresh rotates the secret in a conditional write; a stolen, already used
 * secret revokes the session; logout, password reset and an admin revoke delete the items.
 */
import type { Role } from '../../shared/constants';
import { TOKENS } from '../../shared/constants';
import { hashToken, newId, newSecret } from '../lib/crypto';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { done, type Outcome, refused, unlessRefused } from './outcome';
import { table } from './table-client';
import { accountIsLive } from './users';

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

/**
 * A new refresh session, stored only while the account is live: `no-account` when it is gone or its
 * deletion started meanwhile (a login whose password check overlapped the deletion leaves nothing).
 */
export async function startSession(userId: string): Promise<Outcome<RefreshToken, 'no-account'>> {
  const token = { userId, sessionId: newId(), secret: newSecret() };
  try {
    await table.transact([
      accountIsLive(userId),
      {
        Put: {
          Item: {
            ...keys.session(userId, token.sessionId),
            type: 'session',
            secretHash: hashToken(token.secret),
            ttl: expiresIn(TOKENS.refreshTtlSeconds),
          },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) return refused('no-account');
    throw error;
  }
  return done(token);
}

/**
 * How long the secret a refresh replaced still works, once. Tabs of one browser share the cookie jar
 * and may refresh at the same moment: the second then presents the secret the first just replaced.
 * It gets a new access token but no new refresh secret (the first tab's answer carries that), so the
 * chain never forks. Any other stale secret means two parties hold the session: it is revoked.
 */
export const ROTATION_GRACE_SECONDS = 30;

/** What a presented refresh token led to. */
export type Rotation =
  | { kind: 'rotated'; token: RefreshToken }
  /** The secret just replaced, within the grace period, for the first time: access only. */
  | { kind: 'grace' }
  /** A stale secret of a live session: the session is deleted for everyone holding it. */
  | { kind: 'revoked' }
  /** No such session (logged out, expired, or never issued). */
  | { kind: 'unknown' };

/** Runs a conditional write; false when its condition did not hold (the session is not in that state). */
const applied = async (write: () => Promise<unknown>): Promise<boolean> =>
  (await unlessRefused(write, 'gone')).ok;

/**
 * Swaps the session's secret for a new one if `token` is current. Otherwise one use of the replaced
 * secret within the grace period is let through without a new secret, and anything else revokes the
 * session. One round trip on the usual path, at most three.
 */
export async function rotateSession(token: RefreshToken): Promise<Rotation> {
  const key = keys.session(token.userId, token.sessionId);
  const presented = hashToken(token.secret);
  const now = nowSeconds();
  const next = { ...token, secret: newSecret() };
  const names = { '#ttl': 'ttl' };

  const rotated = await applied(() =>
    table.update({
      Key: key,
      UpdateExpression:
        'SET previousHash = secretHash, secretHash = :next, rotatedAt = :now, #ttl = :ttl REMOVE graceUsed',
      ConditionExpression: 'secretHash = :presented AND #ttl > :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':next': hashToken(next.secret),
        ':presented': presented,
        ':ttl': expiresIn(TOKENS.refreshTtlSeconds),
        ':now': now,
      },
    }),
  );
  if (rotated) return { kind: 'rotated', token: next };

  const graced = await applied(() =>
    table.update({
      Key: key,
      UpdateExpression: 'SET graceUsed = :yes',
      ConditionExpression:
        'previousHash = :presented AND rotatedAt > :graceStart AND attribute_not_exists(graceUsed) AND #ttl > :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':yes': true,
        ':presented': presented,
        ':graceStart': now - ROTATION_GRACE_SECONDS,
        ':now': now,
      },
    }),
  );
  if (graced) return { kind: 'grace' };

  const revoked = await applied(() =>
    table.delete({
      Key: key,
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':now': now },
    }),
  );
  return revoked ? { kind: 'revoked' } : { kind: 'unknown' };
}

export async function endSession(token: Pick<RefreshToken, 'userId' | 'sessionId'>): Promise<void> {
  await table.delete({ Key: keys.session(token.userId, token.sessionId) });
}

/**
 * Deletes every session of the user except `keepSessionId` (the caller's own, after a password
 * change; none after a reset or an admin revoke). One Query of the user's `SESSION#` items, then
 * BatchWrite deletes.
 */
export async function endOtherSessions(userId: string, keepSessionId?: string): Promise<void> {
  const { pk } = keys.user(userId);
  const items = await table.queryPrefix(pk, keys.sessionPrefix, { projection: 'pk, sk', consistent: true });
  const keep = keepSessionId === undefined ? undefined : keys.session(userId, keepSessionId).sk;
  await table.deleteMany(items.filter((item) => item.sk !== keep));
}

/** What a call behind a login may act as: the account's role and name as stored now. */
export interface LiveAccount {
  role: Role;
  name: string;
}

/**
 * The account behind the session `sessionId`, or null once the session has ended (logout, a
 * password change or reset, an admin revoke, a stolen refresh token, expiry) or the account is gone
 * or being deleted. The profile and the session are read together in one strongly consistent
 * BatchGetItem (one round trip, two read units), so an ended session is refused on the very next
 * call, and an admin's role is the one stored now, not the one the access token was signed with.
 */
export async function liveAccount(userId: string, sessionId: string): Promise<LiveAccount | null> {
  const profileKey = keys.user(userId);
  const sessionKey = keys.session(userId, sessionId);
  const items = await table.getMany([profileKey, sessionKey], {
    consistent: true,
    projection: {
      expression: 'sk, #role, #name, deletingSince, verified, #ttl',
      names: { '#role': 'role', '#name': 'name', '#ttl': 'ttl' },
    },
  });
  const profile = items.find((item) => item.sk === profileKey.sk);
  const session = items.find((item) => item.sk === sessionKey.sk);
  const now = nowSeconds();
  // TTL deletion lags by up to days: an item past its expiry is treated as gone.
  const live = (item: typeof session) =>
    item !== undefined && !(typeof item.ttl === 'number' && item.ttl <= now);
  if (!live(session) || !live(profile) || profile?.deletingSince !== undefined || profile?.verified !== true)
    return null;
  return { role: profile.role === 'admin' ? 'admin' : 'user', name: String(profile.name) };
}
