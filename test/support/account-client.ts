/** The account settings calls of the API contract, made through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { AccountExport, AccountProfile } from '../../shared/account';
import type { AccountPreferences } from '../../shared/preferences';
import { CookieJar } from './events';

const me = httpHandler('GET /api/users/me');
const rename = httpHandler('PUT /api/users/me');
const choose = httpHandler('PUT /api/users/me/preferences');
const changePassword = httpHandler('POST /api/users/me/password');
const exportData = httpHandler('GET /api/users/me/export');
const deleteAccount = httpHandler('DELETE /api/users/me');

type Msg = { msg: string };

/** A logged-out browser when `jar` is omitted. */
export function accountClient(jar: CookieJar = new CookieJar(), sourceIp?: string) {
  return {
    jar,
    me: () => jar.call<AccountProfile & Partial<Msg>>(me, { path: '/api/users/me', sourceIp }),
    rename: (name: unknown) =>
      jar.call<{ name: string } & Msg>(rename, {
        method: 'PUT',
        path: '/api/users/me',
        body: { name },
        sourceIp,
      }),
    choose: (body: unknown) =>
      jar.call<{ preferences: AccountPreferences } & Msg>(choose, {
        method: 'PUT',
        path: '/api/users/me/preferences',
        body,
        sourceIp,
      }),
    changePassword: (body: Record<string, unknown>) =>
      jar.call<Msg>(changePassword, { path: '/api/users/me/password', body, sourceIp }),
    exportData: () =>
      jar.call<AccountExport & Partial<Msg>>(exportData, { path: '/api/users/me/export', sourceIp }),
    deleteAccount: (password: unknown) =>
      jar.call<Msg>(deleteAccount, { method: 'DELETE', path: '/api/users/me', body: { password }, sourceIp }),
  };
}

export type AccountClient = ReturnType<typeof accountClient>;
