import { CHAT_MESSAGES } from '../../shared/chat';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { dismiss } from './moderation';

export async function dismissChatReports({ user, params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await dismiss(user, params.id);
  return ok({ msg: CHAT_MESSAGES.dismissed });
}
