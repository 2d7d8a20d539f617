import type { newCardSchema } from '../../shared/review';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { makeCard } from './cards';

/** 201 with the card's id and due date; 409 when the note has a card; 404 for a note not the caller's. */
export async function makeCardRoute({
  body,
  user,
}: HttpRequest<BodyOf<typeof newCardSchema>>): Promise<Reply> {
  return created(await makeCard(user.userId, body));
}
