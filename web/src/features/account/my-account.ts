/**
 * The logged-in learner's account (`GET /api/users/me`), read once per page load and kept: the
 * theme the menu applies, the player's settings and the account's language all come from that one
 * answer. The app's own writes to the account change the copy (see `changeMyAccount`); the copy is
 * dropped when the session changes (a logout, another login), and a failed read is not kept, so the
 * next reader asks again. The account page reads afresh (`rereadMyAccount`) and keeps what it read.
 */
import type { AccountProfile } from '@shared/account';
import { type ApiResult, isOk } from '../../lib/api';
import { getSessionSnapshot, subscribeToSession } from '../auth';
import { accountApi } from './api';

let kept: Promise<ApiResult<AccountProfile>> | undefined;
/** The session the copy belongs to. */
let keptFor = '';

const sessionKey = (): string => {
  const { ready, session } = getSessionSnapshot();
  return ready && session.loggedIn ? `${session.name}\n${session.role}` : '';
};

subscribeToSession(() => {
  if (sessionKey() !== keptFor) kept = undefined;
});

function keep(read: Promise<ApiResult<AccountProfile>>): Promise<ApiResult<AccountProfile>> {
  kept = read;
  keptFor = sessionKey();
  void read.then(({ status }) => {
    if (!isOk(status) && kept === read) kept = undefined;
  });
  return read;
}

/** The account, read at most once per page load and session. */
export const readMyAccount = (): Promise<ApiResult<AccountProfile>> => kept ?? keep(accountApi.profile());

/** The account read afresh (the account page shows it as it is now), kept for the others. */
export const rereadMyAccount = (): Promise<ApiResult<AccountProfile>> => keep(accountApi.profile());

/** Applies one of the app's own writes to the copy, once it was read; nothing to change before. */
export function changeMyAccount(change: (account: AccountProfile) => AccountProfile): void {
  const before = kept;
  if (!before) return;
  kept = before.then((answer) => (isOk(answer.status) ? { ...answer, data: change(answer.data) } : answer));
}
