import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { removeAnswer } from './discussion';

export async function deleteAnswer({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await removeAnswer(user, params.id);
  return ok({ msg: 'Answer deleted.' });
}
