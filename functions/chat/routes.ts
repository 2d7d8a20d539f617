import { sendChatSchema } from '../../shared/chat';
import type { WsManifest } from '../route-types';

/** The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. */
export const chatRoutes = {
  // The connection is stored with its user's twin, on the condition that the session still exists.
  $connect: { module: 'chat/connect', function: 'connect', dynamodb: ['ConditionCheckItem', 'PutItem'] },
  $disconnect: { module: 'chat/disconnect', function: 'disconnect', dynamodb: ['DeleteItem'] },
  $default: { module: 'chat/unknown-action', function: 'unknownAction', dynamodb: [], chat: true },
  history: { module: 'chat/send-history', function: 'sendHistory', dynamodb: ['Query'], chat: true },
  send_chat: {
    module: 'chat/send-chat',
    function: 'sendChat',
    body: sendChatSchema,
    // The message and its author's copy are stored only while the account exists (a condition check).
    dynamodb: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    chat: true,
  },
} satisfies WsManifest;
