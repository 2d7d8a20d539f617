import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { playOf } from './enrolment';

export async function getCoursePlay({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  return ok(await playOf(user.userId, params.id));
}
