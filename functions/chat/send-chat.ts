import type { sendChatSchema } from '../../shared/chat';
import type { BodyOf } from '../route-types';
import type { WsRequest } from '../runtime/ws';
import { post } from './community';

/**
 * `{"action":"send_chat","message":"...","ref":"..."}`: stored, then sent to everyone with the
 * sender's own name. Nothing else goes back to the sender: the room's copy brings their `ref` back,
 * and that tells their page the message is theirs (API Gateway bills every frame).
 */
export async function sendChat({
  body,
  connectionId,
  endpoint,
}: WsRequest<BodyOf<typeof sendChatSchema>>): Promise<void> {
  await post(connectionId, body.message, endpoint, body.ref);
}
