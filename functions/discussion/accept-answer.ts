import { type HttpRequest, ok, type Reply } from '../lib/http';
import { accept } from './discussion';

export async function acceptAnswer({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await accept(user, params.id);
  return ok({ msg: 'Answer accepted.' });
}
