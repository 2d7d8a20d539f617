/**
 * Users: the profile item and the e-mail item that keeps addresses unique (written together). An
 * account that was never verified expires with both items after a day, which frees its address.
 */
import type { Role } from '../../shared/constants';
import { TOKENS } from '../../shared/constants';
import { isUiLanguage, type UiLanguage } from '../../shared/locale';
import type { MailUndeliverable } from '../../shared/mail-delivery';
import {
  type AccountPreferences,
  DEFAULT_PREFERENCES,
  isPlaybackRate,
  type LearnerPreferences,
  type PreferencesUpdate,
} from '../../shared/preferences';
import { isTheme } from '../../shared/theme';
import { conditionalWrite } from './conditions';
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
  /**
   * What the learner wanted to learn, as profiles written before each preference had an attribute
   * of its own hold it; read through `preferencesIn` / `accountPreferencesIn` only.
   */
  preferences?: LearnerPreferences;
  /** Set when SES reported the address bounced for good or complained (data/mail-delivery.ts). */
  mailUndeliverable?: MailUndeliverable;
  /**
   * The interface language, in which mail is written: the sign-up's language at first, then the
   * learner's choice (`PUT /api/users/me/preferences`); absent on older accounts (English).
   */
  uiLanguage?: UiLanguage;
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
 * exists and is not being deleted: what keeps an access token that outlives its account (up to fifteen
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

/**
 * Where each preference lives on the profile: an attribute of its own, so an update sets exactly
 * the fields it was sent (one `SET` clause each) and two updates of different fields at the same
 * moment both stay, with no read before the write. Profiles written before this layout keep their
 * interests in one `preferences` map (`{categories, language}`), which stays readable: each of the
 * two attributes, once written, wins over its part of the map.
 */
const PREFERENCE_ATTRIBUTES: Record<keyof PreferencesUpdate, string> = {
  categories: 'interestCategories',
  language: 'interestLanguage',
  uiLanguage: 'uiLanguage',
  theme: 'theme',
  playbackRate: 'playbackRate',
  captions: 'captions',
  autoplayNext: 'autoplayNext',
};

/** The profile's attributes that hold the interests, for a projection. */
const INTEREST_ATTRIBUTES = ['preferences', PREFERENCE_ATTRIBUTES.categories, PREFERENCE_ATTRIBUTES.language];

/** A profile item as read (whole, or projected), or none. */
type ProfileItem = object | undefined;

/** The interests a profile holds; null when the learner was never asked (the dashboard then asks). */
export function preferencesIn(item: ProfileItem): LearnerPreferences | null {
  const profile = item as Record<string, unknown> | undefined;
  const legacy = profile?.preferences as Partial<LearnerPreferences> | undefined;
  const categories = (profile?.interestCategories ?? legacy?.categories) as string[] | undefined;
  const language = (profile && 'interestLanguage' in profile ? profile.interestLanguage : legacy?.language) as
    | LearnerPreferences['language']
    | undefined;
  if (categories === undefined && language === undefined) return null;
  return { categories: categories ?? [], language: language ?? null };
}

/** Every preference a profile holds, with the defaults for what it does not. */
export function accountPreferencesIn(item: ProfileItem): AccountPreferences {
  const interests = preferencesIn(item);
  const stored = (field: keyof PreferencesUpdate) =>
    (item as Record<string, unknown> | undefined)?.[PREFERENCE_ATTRIBUTES[field]];
  const uiLanguage = stored('uiLanguage');
  const theme = stored('theme');
  const playbackRate = stored('playbackRate');
  const captions = stored('captions');
  const autoplayNext = stored('autoplayNext');
  return {
    ...DEFAULT_PREFERENCES,
    ...interests,
    interestsAnswered: interests !== null,
    ...(isUiLanguage(uiLanguage) ? { uiLanguage } : {}),
    ...(isTheme(theme) ? { theme } : {}),
    ...(isPlaybackRate(playbackRate) ? { playbackRate } : {}),
    ...(typeof captions === 'boolean' ? { captions } : {}),
    ...(typeof autoplayNext === 'boolean' ? { autoplayNext } : {}),
  };
}

/**
 * Sets the preferences in `update` (and only those) and answers all of them as they are now;
 * `no-account` when the account is gone or being deleted.
 */
export async function savePreferences(
  userId: string,
  update: PreferencesUpdate,
): Promise<Outcome<AccountPreferences, 'no-account'>> {
  const fields = (Object.keys(update) as (keyof PreferencesUpdate)[]).filter((f) => update[f] !== undefined);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses = fields.map((field, index) => {
    names[`#p${index}`] = PREFERENCE_ATTRIBUTES[field];
    values[`:p${index}`] = update[field];
    return `#p${index} = :p${index}`;
  });
  return unlessRefused(async () => {
    const { Attributes } = await table.update({
      Key: keys.user(userId),
      UpdateExpression: `SET ${clauses.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
    return accountPreferencesIn(Attributes);
  }, 'no-account');
}

/** The learner's interests alone (one small GetItem); null when they were never asked. */
export async function getPreferences(userId: string): Promise<LearnerPreferences | null> {
  const item = await table.get(keys.user(userId), {
    ProjectionExpression: INTEREST_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(INTEREST_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
  });
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
export const upgradePasswordHash = (userId: string, previous: string, next: string): Promise<boolean> =>
  conditionalWrite(
    table.update({
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :next',
      ConditionExpression: 'passwordHash = :previous',
      ExpressionAttributeValues: { ':previous': previous, ':next': next },
    }),
  );

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
export async function listAdmins(): Promise<
  Array<Pick<User, 'email' | 'name' | 'mailUndeliverable' | 'uiLanguage'>>
> {
  const items = await table.queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.admins.gsi2pk },
    ProjectionExpression: 'email, #name, #role, verified, deletingSince, #ttl, mailUndeliverable, uiLanguage',
    ExpressionAttributeNames: { '#name': 'name', '#role': 'role', '#ttl': 'ttl' },
  });
  return items
    .filter((item) => item.role === 'admin' && item.verified === true && item.deletingSince === undefined)
    .filter((item) => !expired(item))
    .map((item) => ({
      email: String(item.email),
      name: String(item.name),
      mailUndeliverable: item.mailUndeliverable as MailUndeliverable | undefined,
      ...(isUiLanguage(item.uiLanguage) && { uiLanguage: item.uiLanguage }),
    }));
}
