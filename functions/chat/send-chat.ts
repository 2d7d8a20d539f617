import { sendChatSchema } from '../../shared/chat';
import { ws } from '../lib/ws';
import { post } from './community';

/** `{"action":"send_chat","message":"..."}`: stored, then sent to everyone with the sender's own name. */
export const handler = ws('send_chat', sendChatSchema, async ({ body, connectionId, endpoint }) => {
  await post(connectionId, body.message, endpoint);
});
