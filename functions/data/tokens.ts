/**
 * One-time links (e-mail verification, password reset). Only the token's hash is stored, with a TTL
 * for clean-up and an explicit expiry that is checked on use (TTL deletion can lag by hours).
 */
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TOKENS } from '../../shared/constants';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { hashToken, newSecret } from '../lib/crypto';
import { deleteItems } from './batch-delete';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { queryPrefix } from './query';
import { accountIsLive, keepEmailClaim, type User } from './users';

export type LinkKind = 'verify' | 'reset';

const keyOf = (kind: LinkKind, userId: string, token: string) =>
  kind === 'verify' ? keys.verifyToken(userId, hashToken(token)) : keys.resetToken(userId, hashToken(token));

const ttlOf = (kind: LinkKind) => (kind === 'verify' ? TOKENS.verifyTtlSeconds : TOKENS.resetTtlSeconds);

/**
 * Stores a new link token and returns the secret to put in the mail; null when the account is gone
 * or being deleted (nothing is stored: a link asked for while the deletion runs is not left behind).
 */
export async function issueLinkToken(kind: LinkKind, userId: string): Promise<string | null> {
  const token = newSecret();
  const ttl = expiresIn(ttlOf(kind));
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          accountIsLive(userId),
          {
            Put: {
              TableName: config.tableName,
              Item: { ...keyOf(kind, userId, token), type: `${kind}-token`, ttl },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
  return token;
}

/** Deletes a token that was never delivered (its mail could not be sent). */
export async function revokeLinkToken(kind: LinkKind, userId: string, token: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(kind, userId, token) }));
}

/** True when the token exists and has not expired (it is not consumed). */
export async function isLinkTokenValid(kind: LinkKind, userId: string, token: string): Promise<boolean> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: keyOf(kind, userId, token) }));
  return out.Item !== undefined && (out.Item.ttl as number) > nowSeconds();
}

/**
 * What following a link changes on the profile: the address is verified, which also makes the
 * account and its claim on the address permanent (no more TTL), and a reset sets the password.
 */
export interface ProfileChange {
  verified: true;
  passwordHash?: string;
}

function profileUpdate(change: ProfileChange) {
  const values: Record<string, unknown> = { ':verified': change.verified };
  if (change.passwordHash !== undefined) values[':passwordHash'] = change.passwordHash;
  const sets = Object.keys(values).map((name) => `${name.slice(1)} = ${name}`);
  return { UpdateExpression: `SET ${sets.join(', ')} REMOVE #ttl`, ExpressionAttributeValues: values };
}

/**
 * Consumes the token and applies `change` to the user's profile and address claim in one
 * transaction, so a link works exactly once even when clicked twice at the same time. Returns false
 * for an unknown, used or expired token, and for an account that expired unverified.
 */
export async function consumeLinkToken(
  kind: LinkKind,
  user: Pick<User, '_id' | 'email'>,
  token: string,
  change: ProfileChange,
): Promise<boolean> {
  const now = nowSeconds();
  const update = profileUpdate(change);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: config.tableName,
              Key: keyOf(kind, user._id, token),
              ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
              ExpressionAttributeNames: { '#ttl': 'ttl' },
              ExpressionAttributeValues: { ':now': now },
            },
          },
          {
            Update: {
              TableName: config.tableName,
              Key: keys.user(user._id),
              UpdateExpression: update.UpdateExpression,
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#ttl) OR #ttl > :now)',
              ExpressionAttributeNames: { '#ttl': 'ttl' },
              ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':now': now },
            },
          },
          keepEmailClaim(user),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const LINK_PREFIXES: Record<LinkKind, string> = {
  verify: keys.verifyTokenPrefix,
  reset: keys.resetTokenPrefix,
};

/**
 * Deletes every outstanding link of the user (both kinds unless told otherwise): after a password
 * reset or change, no older link may set a password or verify again. Two Queries in parallel, then
 * BatchWrite deletes of 25.
 */
export async function deleteLinkTokens(
  userId: string,
  kinds: LinkKind[] = ['verify', 'reset'],
): Promise<number> {
  const { pk } = keys.user(userId);
  const found = await Promise.all(
    kinds.map((kind) => queryPrefix(pk, LINK_PREFIXES[kind], { projection: 'pk, sk', consistent: true })),
  );
  const items = found.flat();
  await deleteItems(items);
  return items.length;
}
