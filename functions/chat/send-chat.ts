import type { sendChatSchema } from '../../shared/chat';
import type { BodyOf } from '../route-types';
import type { WsRequest } from '../runtime/ws';
import { post } from './community';

/** `{"action":"send_chat","message":"..."}`: stored, then sent to everyone with the sender's own name. */
export async function sendChat({
  body,
  connectionId,
  endpoint,
}: WsRequest<BodyOf<typeof sendChatSchema>>): Promise<void> {
  await post(connectionId, body.message, endpoint);
}
