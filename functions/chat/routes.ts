import { sendChatSchema } from '../../shared/chat';
import type { WsManifest } from '../route-types';

/**
 * Frames per connection. The app asks for the history once per connection and never sends unknown
 * actions, so a handful a minute is generous; chat messages may come as fast as the per-learner
 * limit allows (`CHAT_RATE`), and invalid ones count too.
 */
export const FRAME_LIMITS = {
  history: { scope: 'frames-history', limit: 5, windowSeconds: 60 },
  sendChat: { scope: 'frames-send-chat', limit: 20, windowSeconds: 10 },
  unknown: { scope: 'frames-unknown', limit: 5, windowSeconds: 60 },
} as const;

/**
 * The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. Every frame
 * route counts its frames per connection (`frameLimit`, an UpdateItem) before anything else.
 */
export const chatRoutes = {
  // The connection is stored with its user's twin, on the condition that the session still exists.
  $connect: { module: 'chat/connect', function: 'connect', dynamodb: ['ConditionCheckItem', 'PutItem'] },
  $disconnect: { module: 'chat/disconnect', function: 'disconnect', dynamodb: ['DeleteItem'] },
  $default: {
    module: 'chat/unknown-action',
    function: 'unknownAction',
    dynamodb: ['UpdateItem'],
    chat: true,
    frameLimit: FRAME_LIMITS.unknown,
  },
  history: {
    module: 'chat/send-history',
    function: 'sendHistory',
    dynamodb: ['UpdateItem', 'Query'],
    chat: true,
    frameLimit: FRAME_LIMITS.history,
  },
  send_chat: {
    module: 'chat/send-chat',
    function: 'sendChat',
    body: sendChatSchema,
    // The message and its author's copy are stored only while the account exists (a condition check).
    dynamodb: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    chat: true,
    frameLimit: FRAME_LIMITS.sendChat,
  },
} satisfies WsManifest;
