import { type HttpRequest, ok, type Reply } from '../lib/http';
import { reject } from './decisions';

export async function rejectRequest({ user, params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await reject(user, params.id);
  return ok({ msg: 'The request was rejected.' });
}
