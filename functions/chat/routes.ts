import { muteSchema, reportSchema, sendChatSchema } from '../../shared/chat';
import type { HttpManifest, WorkerManifest, WsManifest } from '../route-types';

/** The worker that delivers one message to one run of shards of the room's connections. */
export const CHAT_FAN_OUT = 'chat-fan-out';

/** The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. */
export const chatRoutes = {
  // The shard's count goes up first; then the connection is stored with its user's twin, on the
  // condition that the session still exists.
  $connect: {
    module: 'chat/connect',
    function: 'connect',
    dynamodb: ['UpdateItem', 'ConditionCheckItem', 'PutItem'],
  },
  $disconnect: { module: 'chat/disconnect', function: 'disconnect', dynamodb: ['DeleteItem', 'UpdateItem'] },
  $default: { module: 'chat/unknown-action', function: 'unknownAction', dynamodb: [], chat: true },
  history: {
    module: 'chat/send-history',
    function: 'sendHistory',
    dynamodb: ['Query', 'GetItem'],
    chat: true,
  },
  presence: { module: 'chat/send-presence', function: 'sendPresence', dynamodb: ['GetItem'], chat: true },
  // Reads the sender and the shard counts, stores the message once (with the rate window and the
  // mute check), then invokes one fan-out worker per run of shards.
  send_chat: {
    module: 'chat/send-chat',
    function: 'sendChat',
    body: sendChatSchema,
    dynamodb: ['BatchGetItem', 'UpdateItem', 'ConditionCheckItem', 'PutItem', 'GetItem'],
    chat: true,
    invokes: [CHAT_FAN_OUT],
  },
} satisfies WsManifest;

/** Moderation over HTTP: reports by any learner, every other action by admins only. */
export const chatHttpRoutes = {
  'POST /api/chat/reports': {
    module: 'chat/report-message',
    function: 'reportChatMessage',
    access: 'user',
    body: reportSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'GET /api/chat/reports': {
    module: 'chat/list-reports',
    function: 'listChatReports',
    access: 'admin',
    dynamodb: ['GetItem', 'Query'],
  },
  'DELETE /api/chat/messages/{id}': {
    module: 'chat/delete-message',
    function: 'deleteChatMessage',
    access: 'admin',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem'],
    invokes: [CHAT_FAN_OUT],
  },
  'POST /api/chat/messages/{id}/mute': {
    module: 'chat/mute-author',
    function: 'muteChatAuthor',
    access: 'admin',
    body: muteSchema,
    dynamodb: ['GetItem', 'Query', 'PutItem'],
  },
  'POST /api/chat/messages/{id}/dismiss': {
    module: 'chat/dismiss-reports',
    function: 'dismissChatReports',
    access: 'admin',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem'],
  },
} satisfies HttpManifest;

/** Functions no API reaches; the routes above invoke them asynchronously (`invokes`). */
export const chatWorkers = {
  // Reads its shards, posts to each connection, and removes the gone and the expired (with the count).
  [CHAT_FAN_OUT]: {
    module: 'chat/deliver-shards',
    function: 'deliverShards',
    dynamodb: ['Query', 'DeleteItem', 'UpdateItem'],
    chat: true,
    // Posting is CPU-bound (signing, TLS): Lambda's CPU grows with memory, and so the cost stays flat.
    memoryMb: 1024,
  },
} satisfies WorkerManifest;
