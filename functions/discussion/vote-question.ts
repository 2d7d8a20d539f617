import type { voteSchema } from '../../shared/discussion';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { voteQuestion as vote } from './discussion';

export async function voteQuestion({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof voteSchema>, 'id'>): Promise<Reply> {
  return ok(await vote(user, params.id, body.value));
}
