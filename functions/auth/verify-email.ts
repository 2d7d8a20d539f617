import { MESSAGES } from '../../shared/constants';
import { BadRequest } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { verifyEmail } from './accounts';

/**
 * 200 when the link verifies the address, and 200 with `alreadyVerified` when the account is verified
 * already (the link opened twice): not an error for the learner, who only needs to log in.
 */
export async function verifyEmailAddress({ params }: HttpRequest<undefined, 'id' | 'token'>): Promise<Reply> {
  const outcome = await verifyEmail(params.id, params.token);
  if (outcome === 'invalid') throw new BadRequest(MESSAGES.invalidLink);
  if (outcome === 'already-verified') return ok({ msg: MESSAGES.alreadyVerified, alreadyVerified: true });
  return ok({ msg: MESSAGES.verified });
}
