import { MESSAGES } from '../../shared/constants';
import { NotFound } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { isResetLinkValid } from './accounts';

export async function checkResetLink({ params }: HttpRequest<undefined, 'id' | 'token'>): Promise<Reply> {
  if (!(await isResetLinkValid(params.id, params.token))) throw new NotFound(MESSAGES.invalidLink);
  return ok({ msg: 'Valid link.' });
}
