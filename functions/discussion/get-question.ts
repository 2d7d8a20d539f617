import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { thread } from './discussion';

export async function getQuestion({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  return ok(await thread(user, params.id));
}
