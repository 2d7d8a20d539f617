import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { readProfile } from './profile';

export async function getMyAccount({ user }: HttpRequest): Promise<Reply> {
  return ok(await readProfile(user.userId));
}
