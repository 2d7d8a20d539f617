import { MESSAGES } from '../../shared/constants';
import { BadRequest } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { verifyEmail } from './accounts';

export async function verifyEmailAddress({ params }: HttpRequest<undefined, 'id' | 'token'>): Promise<Reply> {
  if (!(await verifyEmail(params.id, params.token))) throw new BadRequest(MESSAGES.invalidLink);
  return ok({ msg: MESSAGES.verified });
}
