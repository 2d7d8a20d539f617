import type { helpfulSchema } from '../../shared/ratings';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { markReviewHelpful } from './ratings';

export async function markHelpfulRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof helpfulSchema>, 'id'>): Promise<Reply> {
  return ok(await markReviewHelpful(user, params.id, body.value));
}
