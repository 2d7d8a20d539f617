/**
 * Browsers where an account logged in before. The device cookie holds a random secret; the table
 * keeps only its hash, under the user's partition, so a browser shared by two learners is known to
 * both, and a made-up cookie names nothing.
 */
import { TOKENS } from '../../shared/constants';
import { hashToken } from '../lib/crypto';
import { isConditionFailure } from './conditions';
import { expiresIn, keys, nowSeconds } from './keys';
import { table } from './table-client';
import { accountIsLive } from './users';

const DEVICE_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** True when `secret` is a device cookie this user logged in with, within its lifetime. */
export async function isKnownDevice(userId: string, secret: string | undefined): Promise<boolean> {
  if (!secret || !DEVICE_SECRET.test(secret)) return false;
  const item = await table.get(keys.device(userId, hashToken(secret)));
  return typeof item?.ttl === 'number' && item.ttl > nowSeconds();
}

/**
 * Records (or renews) the device after a successful login, only while the account is live: an
 * account whose deletion started meanwhile gets nothing under its name.
 */
export async function rememberDevice(userId: string, secret: string): Promise<void> {
  try {
    await table.transact([
      accountIsLive(userId),
      {
        Put: {
          Item: {
            ...keys.device(userId, hashToken(secret)),
            type: 'device',
            ttl: expiresIn(TOKENS.deviceTtlSeconds),
          },
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export const isDeviceSecret = (value: string | undefined): value is string =>
  value !== undefined && DEVICE_SECRET.test(value);
