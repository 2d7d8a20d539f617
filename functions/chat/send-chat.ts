import type { sendChatSchema } from '../../shared/chat';
import type { BodyOf } from '../route-types';
import type { WsRequest } from '../runtime/ws';
import { post } from './community';

/**
 * `{"action":"send_chat","message":"..."}`: stored, then sent to everyone with the sender's own name;
 * the sender alone is also told the new message's id (`chat_sent`), so their page knows it is theirs.
 */
export async function sendChat({
  body,
  connectionId,
  endpoint,
  reply,
}: WsRequest<BodyOf<typeof sendChatSchema>>): Promise<void> {
  const message = await post(connectionId, body.message, endpoint);
  await reply({ event: 'chat_sent', data: { _id: message._id } });
}
