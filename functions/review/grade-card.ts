import type { gradeSchema } from '../../shared/review';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { gradeCard } from './cards';

/** 200 with the next due date; 409 when the same review was graded already; 404 for no such card. */
export async function gradeCardRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof gradeSchema>, 'cardId'>): Promise<Reply> {
  return ok(await gradeCard(user.userId, params.cardId, body));
}
