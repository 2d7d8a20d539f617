import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { catalogueCall } from './catalogue-call';

export async function listCatalogue({ query }: HttpRequest): Promise<Reply> {
  return ok(await catalogueCall(query));
}
