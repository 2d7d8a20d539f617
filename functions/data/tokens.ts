/**
 * One-time links (e-mail verification, password reset). Only the token's hash is stored, with a TTL
 * for clean-up and an explicit expiry that is checked on use (TTL deletion can lag by hours).
 */
import { TOKENS } from '../../shared/constants';
import { hashToken, newSecret } from '../lib/crypto';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { done, type Outcome, refused, unlessRefused } from './outcome';
import { table } from './table-client';
import { accountIsLive, keepEmailClaim, type User } from './users';

export type LinkKind = 'verify' | 'reset';

const keyOf = (kind: LinkKind, userId: string, token: string) =>
  kind === 'verify' ? keys.verifyToken(userId, hashToken(token)) : keys.resetToken(userId, hashToken(token));

const ttlOf = (kind: LinkKind) => (kind === 'verify' ? TOKENS.verifyTtlSeconds : TOKENS.resetTtlSeconds);

/**
 * Stores a new link token and answers the secret to put in the mail; `no-account` when the account
 * is gone or being deleted (nothing is stored: a link asked for while the deletion runs is not left
 * behind).
 */
export async function issueLinkToken(kind: LinkKind, userId: string): Promise<Outcome<string, 'no-account'>> {
  const token = newSecret();
  const ttl = expiresIn(ttlOf(kind));
  try {
    await table.transact([
      accountIsLive(userId),
      {
        Put: {
          Item: { ...keyOf(kind, userId, token), type: `${kind}-token`, ttl },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) return refused('no-account');
    throw error;
  }
  return done(token);
}

/** Deletes a token that was never delivered (its mail could not be sent). */
export async function revokeLinkToken(kind: LinkKind, userId: string, token: string): Promise<void> {
  await table.delete({ Key: keyOf(kind, userId, token) });
}

/** True when the token exists and has not expired (it is not consumed). */
export async function isLinkTokenValid(kind: LinkKind, userId: string, token: string): Promise<boolean> {
  const item = await table.get(keyOf(kind, userId, token));
  return item !== undefined && (item.ttl as number) > nowSeconds();
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
 * transaction, so a link works exactly once even when clicked twice at the same time. `gone` for an
 * unknown, used or expired token, and for an account that expired unverified.
 */
export async function consumeLinkToken(
  kind: LinkKind,
  user: Pick<User, '_id' | 'email'>,
  token: string,
  change: ProfileChange,
): Promise<Outcome<void, 'gone'>> {
  const now = nowSeconds();
  const update = profileUpdate(change);
  return unlessRefused(async () => {
    await table.transact([
      {
        Delete: {
          Key: keyOf(kind, user._id, token),
          ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': now },
        },
      },
      {
        Update: {
          Key: keys.user(user._id),
          UpdateExpression: update.UpdateExpression,
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#ttl) OR #ttl > :now)',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':now': now },
        },
      },
      keepEmailClaim(user),
    ]);
  }, 'gone');
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
    kinds.map((kind) =>
      table.queryPrefix(pk, LINK_PREFIXES[kind], { projection: 'pk, sk', consistent: true }),
    ),
  );
  const items = found.flat();
  await table.deleteMany(items);
  return items.length;
}
