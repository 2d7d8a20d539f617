import { CHAT_MESSAGES, type reportSchema } from '../../shared/chat';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, ok, type Reply } from '../runtime/http';
import { report } from './moderation';

/**
 * A learner reports someone else's message with a reason (their own: 403); reporting it again
 * changes nothing. An account that is gone or being deleted reports nothing (401), whatever its
 * access token says.
 */
export async function reportChatMessage({
  body,
  user,
}: HttpRequest<BodyOf<typeof reportSchema>>): Promise<Reply> {
  const first = await report(user, body.messageId, body.reason);
  return first ? created({ msg: CHAT_MESSAGES.reported }) : ok({ msg: CHAT_MESSAGES.alreadyReported });
}
