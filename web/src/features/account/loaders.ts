/** The account page's loader: login-only, so it waits for the session (see whenLoggedIn). */
import type { AccountProfile } from '@shared/account';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { whenLoggedIn } from '../auth';
import { rereadMyAccount } from './my-account';

export interface AccountData {
  profile: Loaded<PageData<AccountProfile>>;
}

export const accountLoader = (): AccountData => ({
  profile: whenLoggedIn(() => pageData(rereadMyAccount())),
});
