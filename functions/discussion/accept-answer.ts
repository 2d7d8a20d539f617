import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { accept } from './discussion';

export async function acceptAnswer({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await accept(user, params.id);
  return ok({ msg: 'Answer accepted.' });
}
