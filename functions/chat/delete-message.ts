import { CHAT_MESSAGES } from '../../shared/chat';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { remove } from './moderation';

export async function deleteChatMessage({ user, params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await remove(user, params.id);
  return ok({ msg: CHAT_MESSAGES.deleted });
}
