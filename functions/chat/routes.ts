import { muteSchema, reportSchema, sendChatSchema } from '../../shared/chat';
import type { HttpManifest, WorkerManifest, WsManifest } from '../route-types';

/** The worker that delivers one message to one run of shards of the room's connections. */
export const CHAT_FAN_OUT = 'chat-fan-out';

/**
 * Frames per connection. The app asks for the history once per connection and never sends unknown
 * actions, so a handful a minute is generous; chat messages may come as fast as the per-learner
 * limit allows (`CHAT_RATE`), and invalid ones count too.
 */
export const FRAME_LIMITS = {
  history: { scope: 'frames-history', limit: 5, windowSeconds: 60 },
  // The app asks every 30 s while the tab is visible (and the history answers it too).
  presence: { scope: 'frames-presence', limit: 5, windowSeconds: 60 },
  sendChat: { scope: 'frames-send-chat', limit: 20, windowSeconds: 10 },
  unknown: { scope: 'frames-unknown', limit: 5, windowSeconds: 60 },
} as const;

/**
 * The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. Every frame
 * route counts its frames per connection (`frameLimit`, an UpdateItem) before anything else.
 */
export const chatRoutes = {
  // The shard's count goes up first; then the connection is stored with its user's twin, on the
  // condition that the session still exists.
  $connect: {
    module: 'chat/connect',
    function: 'connect',
    dynamodb: ['UpdateItem', 'ConditionCheckItem', 'PutItem'],
  },
  $disconnect: { module: 'chat/disconnect', function: 'disconnect', dynamodb: ['DeleteItem', 'UpdateItem'] },
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
    dynamodb: ['UpdateItem', 'Query', 'GetItem'],
    chat: true,
    frameLimit: FRAME_LIMITS.history,
  },
  presence: {
    module: 'chat/send-presence',
    function: 'sendPresence',
    dynamodb: ['UpdateItem', 'GetItem'],
    chat: true,
    frameLimit: FRAME_LIMITS.presence,
  },
  // Reads the sender and the shard counts, stores the message once (with the rate window, the mute
  // check and, while the account exists, its author's copy), then invokes one fan-out worker per run
  // of shards.
  send_chat: {
    module: 'chat/send-chat',
    function: 'sendChat',
    body: sendChatSchema,
    dynamodb: ['BatchGetItem', 'UpdateItem', 'ConditionCheckItem', 'PutItem', 'GetItem'],
    chat: true,
    frameLimit: FRAME_LIMITS.sendChat,
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
    // The report with its rate window, only while the reporter's account (and, to name them, the
    // author's) is live: condition checks. Every admin action below checks the same.
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
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
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem', 'ConditionCheckItem'],
    invokes: [CHAT_FAN_OUT],
  },
  'POST /api/chat/messages/{id}/mute': {
    module: 'chat/mute-author',
    function: 'muteChatAuthor',
    access: 'admin',
    body: muteSchema,
    dynamodb: ['GetItem', 'Query', 'PutItem', 'ConditionCheckItem'],
  },
  'POST /api/chat/messages/{id}/dismiss': {
    module: 'chat/dismiss-reports',
    function: 'dismissChatReports',
    access: 'admin',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem', 'ConditionCheckItem'],
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
