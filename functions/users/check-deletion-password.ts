import type { accountDeletionSchema } from '../../shared/account';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { passwordProof } from './current-password';
import { confirmOwnPassword } from './deletion';

export const DELETION_PASSWORD_CHECKED_MSG = 'Password confirmed. Confirm once more to delete your account.';

/**
 * The password of a deletion, checked before the final confirmation opens, so a mistyped one is told
 * next to its field rather than after "Delete my account and data". Deleting checks it again.
 */
export async function checkDeletionPassword(
  request: HttpRequest<BodyOf<typeof accountDeletionSchema>>,
): Promise<Reply> {
  await confirmOwnPassword(request.user, passwordProof(request, request.body.password));
  return ok({ msg: DELETION_PASSWORD_CHECKED_MSG });
}
