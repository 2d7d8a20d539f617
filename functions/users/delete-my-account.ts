import { ACCOUNT_MESSAGES, type accountDeletionSchema } from '../../shared/account';
import { clearedSessionCookies } from '../lib/session';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { passwordProof } from './current-password';
import { deleteOwnAccount } from './deletion';

export async function deleteMyAccount(
  request: HttpRequest<BodyOf<typeof accountDeletionSchema>>,
): Promise<Reply> {
  await deleteOwnAccount(request.user, passwordProof(request, request.body.password));
  return ok({ msg: ACCOUNT_MESSAGES.deleted }, clearedSessionCookies());
}
