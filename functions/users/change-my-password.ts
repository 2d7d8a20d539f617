import { ACCOUNT_MESSAGES, type passwordChangeSchema } from '../../shared/account';
import { DEVICE_COOKIE } from '../lib/session';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { changePassword } from './password-change';

export async function changeMyPassword({
  body,
  user,
  sourceIp,
  cookies,
}: HttpRequest<BodyOf<typeof passwordChangeSchema>>): Promise<Reply> {
  await changePassword(
    user,
    { password: body.currentPassword, sourceIp, deviceSecret: cookies[DEVICE_COOKIE] },
    body.password,
  );
  return ok({ msg: ACCOUNT_MESSAGES.passwordChanged });
}
