import { REFRESH_COOKIE } from '../lib/session';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { logout } from './accounts';

export async function logOut({ cookies }: HttpRequest): Promise<Reply> {
  return ok({ msg: 'Logged out.' }, await logout(cookies[REFRESH_COOKIE]));
}
