import { REVIEW_MESSAGES } from '../../shared/review';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { deleteCard } from './cards';

/** 200 once the card is gone (its note stays); 404 for no such card. */
export async function deleteCardRoute({ params, user }: HttpRequest<undefined, 'cardId'>): Promise<Reply> {
  await deleteCard(user.userId, params.cardId);
  return ok({ msg: REVIEW_MESSAGES.deleted });
}
