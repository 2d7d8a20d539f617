import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { requestsFor } from './submissions';

export async function listRequests({ user }: HttpRequest): Promise<Reply> {
  return ok(await requestsFor(user));
}
