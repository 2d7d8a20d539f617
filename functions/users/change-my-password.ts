import { ACCOUNT_MESSAGES, type passwordChangeSchema } from '../../shared/account';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { passwordProof } from './current-password';
import { changePassword } from './password-change';

export async function changeMyPassword(
  request: HttpRequest<BodyOf<typeof passwordChangeSchema>>,
): Promise<Reply> {
  const { body, user } = request;
  await changePassword(user, passwordProof(request, body.currentPassword), body.password);
  return ok({ msg: ACCOUNT_MESSAGES.passwordChanged });
}
