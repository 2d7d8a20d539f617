import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { progressOf } from './progress';

/** GET /api/users/me/progress. */
export async function getProgress({ user }: HttpRequest): Promise<Reply> {
  return ok(await progressOf(user.userId));
}
