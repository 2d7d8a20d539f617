/**
 * The logged-in learner's preferences: read from the account where they start to matter (the theme
 * once someone is logged in, the player's settings as a player opens, so a change made on another
 * device shows), from the one read per page load (my-account.ts), and saved field by field
 * (`PUT /api/users/me/preferences`), the saved answer kept in that copy.
 */
import type { AccountPreferences, PreferencesUpdate } from '@shared/preferences';
import { isOk } from '../../lib/api';
import { accountApi } from './api';
import { changeMyAccount, readMyAccount } from './my-account';

/** The account's preferences, or null when they cannot be had (logged out, offline). */
export async function loadMyPreferences(): Promise<AccountPreferences | null> {
  const { status, data } = await readMyAccount();
  return isOk(status) ? data.preferences : null;
}

/** Keeps the preferences a save answered in this page load's copy of the account. */
export function keepMyPreferences(preferences: AccountPreferences | undefined): void {
  if (preferences) changeMyAccount((account) => ({ ...account, preferences }));
}

/** Saves `update` on the account (the other fields keep their values); false when it could not be saved. */
export async function saveMyPreferences(update: PreferencesUpdate): Promise<boolean> {
  const { status, data } = await accountApi.savePreferences(update);
  if (isOk(status)) keepMyPreferences(data.preferences);
  return isOk(status);
}
