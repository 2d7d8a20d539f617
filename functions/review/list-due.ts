import { dueLimitOf, REVIEW_MESSAGES } from '../../shared/review';
import { BadRequest } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { dueList } from './cards';

/** The caller's due cards, oldest due first (`limit`, default 20, at most 100; 0 for the count alone). */
export async function listDueRoute({ query, user }: HttpRequest): Promise<Reply> {
  const limit = dueLimitOf(query.limit);
  if (limit === null) throw new BadRequest(REVIEW_MESSAGES.limit);
  return ok(await dueList(user.userId, limit));
}
