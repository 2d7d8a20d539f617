import { ACCOUNT_MESSAGES, type accountDeletionSchema } from '../../shared/account';
import { clearedSessionCookies, DEVICE_COOKIE } from '../lib/session';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { deleteOwnAccount } from './deletion';

export async function deleteMyAccount({
  body,
  user,
  sourceIp,
  cookies,
}: HttpRequest<BodyOf<typeof accountDeletionSchema>>): Promise<Reply> {
  await deleteOwnAccount(user, { password: body.password, sourceIp, deviceSecret: cookies[DEVICE_COOKIE] });
  return ok({ msg: ACCOUNT_MESSAGES.deleted }, clearedSessionCookies());
}
