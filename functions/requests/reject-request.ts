import type { rejectSchema } from '../../shared/requests';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { reject } from './decisions';

export async function rejectRequest({
  body,
  user,
  params,
}: HttpRequest<BodyOf<typeof rejectSchema>, 'id'>): Promise<Reply> {
  await reject(user, params.id, body.reason);
  return ok({ msg: 'The request was rejected.' });
}
