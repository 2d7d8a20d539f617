/** The account calls of the API contract: the caller's own profile, password, data and deletion. */
import type { AccountExport, AccountProfile } from '@shared/account';
import type { AccountPreferences, LearnerPreferences, PreferencesUpdate } from '@shared/preferences';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

const ME = '/api/users/me';

export const accountApi = {
  profile: () => api<AccountProfile>(ME),
  rename: (name: string) => api<MsgResponse & { name: string }>(ME, 'PUT', { name }),
  changePassword: (form: { currentPassword: string; password: string; confirmPassword: string }) =>
    api<MsgResponse>(`${ME}/password`, 'POST', form),
  /** The learner's interests (the dashboard's question). */
  choose: (preferences: LearnerPreferences) =>
    api<MsgResponse & { preferences: AccountPreferences }>(`${ME}/preferences`, 'PUT', preferences),
  /** Any of the preferences; the others keep their values. */
  savePreferences: (update: PreferencesUpdate) =>
    api<MsgResponse & { preferences: AccountPreferences }>(`${ME}/preferences`, 'PUT', update),
  exportData: () => api<AccountExport>(`${ME}/export`),
  /** Asks for mail again after it stopped (a bounce or a spam report). */
  resumeMail: () => api<MsgResponse>(`${ME}/mail-delivery`, 'POST', {}),
  /** The password of a deletion, checked before its final confirmation (400: not the password). */
  checkDeletionPassword: (password: string) => api<MsgResponse>(`${ME}/deletion-check`, 'POST', { password }),
  deleteAccount: (password: string) => api<MsgResponse>(ME, 'DELETE', { password }),
};
