/**
 * The logged-in learner's account, read once per page load and kept: the theme the menu applies, the
 * player's settings and the account's language all come from that one answer. The page load's
 * session refresh brings it along (`GET /api/token/refresh?account=1`), so the first reader takes
 * that; only without it (the refresh failed, or the learner logged in on this page) is
 * `GET /api/users/me` asked. The app's own writes to the account change the copy (see
 * `changeMyAccount`); the copy is dropped when the session changes (a logout, another login), and a
 * failed read is not kept, so the next reader asks again. The account page reads afresh
 * (`rereadMyAccount`) and keeps what it read.
 */
import type { AccountProfile } from '@shared/account';
import { type ApiResult, isOk } from '../../lib/api';
import { getSessionSnapshot, subscribeToSession, takeRefreshedAccount } from '../auth';
import { accountApi } from './api';

let kept: Promise<ApiResult<AccountProfile>> | undefined;
/**
 * The session the copy belongs to; null for a read begun before the session was known, which
 * belongs to the session the refresh under way then names.
 */
let keptFor: string | null = '';

/** The session as known now, or null while the page load's first refresh is still to answer. */
const sessionKey = (): string | null => {
  const { ready, session } = getSessionSnapshot();
  if (!ready) return null;
  return session.loggedIn ? `${session.name}\n${session.role}` : '';
};

subscribeToSession(() => {
  const now = sessionKey();
  if (keptFor === null) keptFor = now;
  else if (now !== keptFor) kept = undefined;
});

function keep(read: Promise<ApiResult<AccountProfile>>): Promise<ApiResult<AccountProfile>> {
  kept = read;
  keptFor = sessionKey();
  void read.then(({ status }) => {
    if (!isOk(status) && kept === read) kept = undefined;
  });
  return read;
}

/** The account the session refresh brought along, or else the account asked for. */
async function firstRead(): Promise<ApiResult<AccountProfile>> {
  const account = await takeRefreshedAccount();
  return account ? { status: 200, data: account } : accountApi.profile();
}

/** The account, read at most once per page load and session. */
export const readMyAccount = (): Promise<ApiResult<AccountProfile>> => kept ?? keep(firstRead());

/** The account read afresh (the account page shows it as it is now), kept for the others. */
export const rereadMyAccount = (): Promise<ApiResult<AccountProfile>> => keep(accountApi.profile());

/** Applies one of the app's own writes to the copy, once it was read; nothing to change before. */
export function changeMyAccount(change: (account: AccountProfile) => AccountProfile): void {
  const before = kept;
  if (!before) return;
  kept = before.then((answer) => (isOk(answer.status) ? { ...answer, data: change(answer.data) } : answer));
}
