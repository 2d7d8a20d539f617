/** The account page's loader: login-only, so it waits for the session (see whenLoggedIn). */
import type { AccountProfile } from '@shared/account';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { whenLoggedIn } from '../auth';
import { accountApi } from './api';

export interface AccountData {
  profile: Loaded<PageData<AccountProfile>>;
}

export const accountLoader = (): AccountData => ({
  profile: whenLoggedIn(() => pageData(accountApi.profile())),
});
