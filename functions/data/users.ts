/**
 * Users: the profile item and the e-mail item that keeps addresses unique (written together). An
 * account that was never verified expires with both items after a day, which frees its address.
 */
import type { Role } from '../../shared/constants';
import { TOKENS } from '../../shared/constants';
import type { MailUndeliverable } from '../../shared/mail-delivery';
import type { LearnerPreferences } from '../../shared/preferences';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { type Outcome, unlessRefused } from './outcome';
import { table } from './table-client';

export interface User {
  _id: string;
  name: string;
  email: string;
  /** `hmac-sha256+bcrypt$<bcrypt>` (functions/auth/passwords.ts), or a bare bcrypt hash of older accounts. */
  passwordHash: string;
  verified: boolean;
  role: Role;
  createdAt: string;
  /** Epoch seconds when an unverified account expires (DynamoDB TTL); removed at verification. */
  ttl?: number;
  /** Set when the owner asked to delete the account: from then on it is gone for every other call. */
  deletingSince?: string;
  /** What the learner wants to learn; absent until they were asked (shared/preferences.ts). */
  preferences?: LearnerPreferences;
  /** Set when SES reported the address bounced for good or complained (data/mail-delivery.ts). */
  mailUndeliverable?: MailUndeliverable;
}

/** An unverified account, and the address it claims, last as long as its first verification link. */
export const UNVERIFIED_TTL_SECONDS = TOKENS.verifyTtlSeconds;

/** TTL deletion lags by up to days: an item past its expiry is treated as gone. */
const expired = (item: { ttl?: unknown } | undefined): boolean =>
  typeof item?.ttl === 'number' && item.ttl <= nowSeconds();

/** A profile's keys on the admin list (GSI2): there while its role is admin, so admins are one Query. */
const adminIndex = (user: Pick<User, '_id' | 'role'>) =>
  user.role === 'admin' ? keys.adminListing(user._id) : {};

/**
 * Creates the unverified user and claims the address in one transaction; `address-taken` when the
 * address belongs to another account (an expired unverified claim counts as free and is taken over).
 */
export async function createUser(
  user: Omit<User, 'verified' | 'ttl'>,
): Promise<Outcome<void, 'address-taken'>> {
  const ttl = expiresIn(UNVERIFIED_TTL_SECONDS);
  return unlessRefused(async () => {
    await table.transact([
      {
        Put: {
          Item: { ...keys.user(user._id), type: 'user', ...user, ...adminIndex(user), verified: false, ttl },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          Item: { ...keys.email(user.email), type: 'email', userId: user._id, ttl },
          ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': nowSeconds() },
        },
      },
    ]);
  }, 'address-taken');
}

/** Removes a user that never became usable (e.g. its verification mail could not be sent). */
export async function deleteUnverifiedUser(user: Pick<User, '_id' | 'email'>): Promise<void> {
  await table.transact([
    {
      Delete: {
        Key: keys.user(user._id),
        ConditionExpression: 'verified = :no',
        ExpressionAttributeValues: { ':no': false },
      },
    },
    {
      Delete: {
        Key: keys.email(user.email),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': user._id },
      },
    },
  ]);
}

/**
 * The transaction member that makes the address claim permanent when its account is verified
 * (by the verification link, or by a password reset, which proves the mailbox too).
 */
export const keepEmailClaim = (user: Pick<User, '_id' | 'email'>) => ({
  Update: {
    Key: keys.email(user.email),
    UpdateExpression: 'REMOVE #ttl',
    ConditionExpression: 'userId = :id',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':id': user._id },
  },
});

/** The profile as stored, also while its deletion runs (only the deletion itself reads it so). */
export async function getAccount(userId: string): Promise<User | null> {
  const item = await table.get(keys.user(userId));
  return item && !expired(item) ? (item as User) : null;
}

/** A usable account: none once its deletion has started (login, refresh and links then fail). */
export async function getUser(userId: string): Promise<User | null> {
  const user = await getAccount(userId);
  return user && user.deletingSince === undefined ? user : null;
}

/**
 * The transaction member that lets a write under the user's name through only while the account
 * exists and is not being deleted: what keeps an access token that outlives its account (up to five
 * minutes) from leaving an enrolment, a course request or a chat message behind the deletion.
 */
export const accountIsLive = (userId: string) => ({
  ConditionCheck: {
    Key: keys.user(userId),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
  },
});

/**
 * Sets attributes of the profile (`SET` clauses and their values) while the account exists and is
 * not being deleted; `no-account` when it is gone or going.
 */
async function updateLiveProfile(
  userId: string,
  set: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
): Promise<Outcome<void, 'no-account'>> {
  return unlessRefused(async () => {
    await table.update({
      Key: keys.user(userId),
      UpdateExpression: `SET ${set}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  }, 'no-account');
}

/** Sets the account's name; `no-account` when the account is gone or being deleted. */
export const renameUser = (userId: string, name: string): Promise<Outcome<void, 'no-account'>> =>
  updateLiveProfile(userId, '#name = :name', { ':name': name }, { '#name': 'name' });

/** Stores what the learner wants to learn; `no-account` when the account is gone or being deleted. */
export const savePreferences = (
  userId: string,
  preferences: LearnerPreferences,
): Promise<Outcome<void, 'no-account'>> =>
  updateLiveProfile(userId, 'preferences = :preferences', { ':preferences': preferences });

/** The preferences a profile item holds; null when the learner was never asked. */
export const preferencesIn = (profile: { preferences?: unknown } | undefined): LearnerPreferences | null =>
  (profile?.preferences as LearnerPreferences | undefined) ?? null;

/** The learner's preferences alone (one small GetItem); null when they were never asked. */
export async function getPreferences(userId: string): Promise<LearnerPreferences | null> {
  const item = await table.get(keys.user(userId), { ProjectionExpression: 'preferences' });
  return preferencesIn(item);
}

/** The role the profile holds now (one small GetItem); null for an unknown user. */
export async function getRole(userId: string): Promise<Role | null> {
  const item = await table.get(keys.user(userId), {
    ProjectionExpression: '#role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
  return (item?.role as Role | undefined) ?? null;
}

export async function findUserIdByEmail(normalisedEmail: string): Promise<string | null> {
  const item = await table.get(keys.email(normalisedEmail));
  return item && !expired(item) ? (item.userId as string) : null;
}

export async function findUserByEmail(normalisedEmail: string): Promise<User | null> {
  const userId = await findUserIdByEmail(normalisedEmail);
  return userId ? getUser(userId) : null;
}

/**
 * Replaces the stored password hash with `next` (a new form of the same password after a login, or
 * a new password the owner chose), unless it changed in the meantime (a reset running at the same
 * moment wins). Returns whether it was replaced.
 */
export async function upgradePasswordHash(userId: string, previous: string, next: string): Promise<boolean> {
  try {
    await table.update({
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :next',
      ConditionExpression: 'passwordHash = :previous',
      ExpressionAttributeValues: { ':previous': previous, ':next': next },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function setRole(userId: string, role: Role): Promise<void> {
  const listing = keys.adminListing(userId);
  await table.update({
    Key: keys.user(userId),
    UpdateExpression:
      role === 'admin'
        ? 'SET #role = :role, gsi2pk = :admins, gsi2sk = :id'
        : 'SET #role = :role REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: {
      ':role': role,
      ...(role === 'admin' ? { ':admins': listing.gsi2pk, ':id': listing.gsi2sk } : {}),
    },
  });
}

/**
 * The name, address and mail mark of every usable admin (verified, not being deleted): one Query of the admin
 * list on GSI2. Admins made before the list existed are on it once their role is granted again.
 */
export async function listAdmins(): Promise<Array<Pick<User, 'email' | 'name' | 'mailUndeliverable'>>> {
  const items = await table.queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.admins.gsi2pk },
    ProjectionExpression: 'email, #name, #role, verified, deletingSince, #ttl, mailUndeliverable',
    ExpressionAttributeNames: { '#name': 'name', '#role': 'role', '#ttl': 'ttl' },
  });
  return items
    .filter((item) => item.role === 'admin' && item.verified === true && item.deletingSince === undefined)
    .filter((item) => !expired(item))
    .map((item) => ({
      email: String(item.email),
      name: String(item.name),
      mailUndeliverable: item.mailUndeliverable as MailUndeliverable | undefined,
    }));
}
