/**
 * The logged-in learner's preferences: read from the account (`GET /api/users/me`) where they
 * start to matter (the theme once someone is logged in, the player's settings as a player opens, so
 * a change made on another device shows), and saved field by field (`PUT /api/users/me/preferences`).
 */
import type { AccountPreferences, PreferencesUpdate } from '@shared/preferences';
import { isOk } from '../../lib/api';
import { accountApi } from './api';

/** The account's preferences, or null when they cannot be had (logged out, offline). */
export async function loadMyPreferences(): Promise<AccountPreferences | null> {
  const { status, data } = await accountApi.profile();
  return isOk(status) ? data.preferences : null;
}

/** Saves `update` on the account (the other fields keep their values); false when it could not be saved. */
export async function saveMyPreferences(update: PreferencesUpdate): Promise<boolean> {
  return isOk((await accountApi.savePreferences(update)).status);
}
