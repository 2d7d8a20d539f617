import { MESSAGES } from '../../shared/constants';
import type { resetPasswordSchema } from '../../shared/validation';
import { BadRequest } from '../lib/errors';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { resetPassword } from './accounts';

export async function resetPasswordByLink({
  params,
  body,
}: HttpRequest<BodyOf<typeof resetPasswordSchema>, 'id' | 'token'>): Promise<Reply> {
  if (!(await resetPassword(params.id, params.token, body.password)))
    throw new BadRequest(MESSAGES.invalidLink);
  return ok({ msg: 'Your password has been changed. You can log in with it now.' });
}
