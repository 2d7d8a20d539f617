import { muteSchema, reportSchema, sendChatSchema } from '../../shared/chat';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest, WorkerManifest, WsManifest } from '../route-types';
import { connect } from './connect';
import { deleteChatMessage } from './delete-message';
import { deliverShards } from './deliver-shards';
import { disconnect } from './disconnect';
import { dismissChatReports } from './dismiss-reports';
import { listChatReports } from './list-reports';
import { muteChatAuthor } from './mute-author';
import { reportChatMessage } from './report-message';
import { sendChat } from './send-chat';
import { sendHistory } from './send-history';
import { sendPresence } from './send-presence';
import { CHAT_FAN_OUT } from './settings';
import { unknownAction } from './unknown-action';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/**
 * The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. Every frame
 * route counts its frames per connection (`frameLimit`, an UpdateItem) before anything else.
 */
export const chatRoutes = {
  // The shard's count goes up first; then the connection is stored with its user's twin, on the
  // condition that the session still exists.
  $connect: {
    handler: connect,
    dynamodb: ['UpdateItem', 'ConditionCheckItem', 'PutItem'],
  },
  $disconnect: { handler: disconnect, dynamodb: ['DeleteItem', 'UpdateItem'] },
  // GetItem: the connection's language, read only to answer the error frame in it (runtime/ws.ts).
  $default: {
    handler: unknownAction,
    dynamodb: ['UpdateItem', 'GetItem'],
    chat: true,
    frameLimit: RATE_LIMITS.unknownFrames,
  },
  history: {
    handler: sendHistory,
    dynamodb: ['UpdateItem', 'Query', 'GetItem'],
    chat: true,
    frameLimit: RATE_LIMITS.historyFrames,
  },
  presence: {
    handler: sendPresence,
    dynamodb: ['UpdateItem', 'GetItem'],
    chat: true,
    frameLimit: RATE_LIMITS.presenceFrames,
  },
  // Reads the sender and the shard counts, stores the message once (with the rate window, the mute
  // check and, while the account exists, its author's copy), then enters the room's delivery window;
  // the sender who opened it reads the window's messages when it closes and invokes one fan-out
  // worker per run of shards.
  send_chat: {
    handler: sendChat,
    body: sendChatSchema,
    dynamodb: ['BatchGetItem', 'UpdateItem', 'ConditionCheckItem', 'PutItem', 'GetItem', 'Query'],
    chat: true,
    frameLimit: RATE_LIMITS.sendChatFrames,
    invokes: [CHAT_FAN_OUT],
  },
} satisfies WsManifest;

/** Moderation over HTTP: reports by any learner, every other action by admins only. */
export const chatHttpRoutes = {
  'POST /api/chat/reports': {
    handler: reportChatMessage,
    access: 'user',
    body: reportSchema,
    // The report with its rate window, only while the reporter's account (and, to name them, the
    // author's) is live: condition checks. Every admin action below checks the same.
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
  },
  'GET /api/chat/reports': {
    handler: listChatReports,
    access: 'admin',
    dynamodb: ['GetItem', 'Query'],
  },
  'DELETE /api/chat/messages/{id}': {
    handler: deleteChatMessage,
    access: 'admin',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem', 'ConditionCheckItem'],
    invokes: [CHAT_FAN_OUT],
  },
  'POST /api/chat/messages/{id}/mute': {
    handler: muteChatAuthor,
    access: 'admin',
    body: muteSchema,
    dynamodb: ['GetItem', 'Query', 'PutItem', 'ConditionCheckItem'],
  },
  'POST /api/chat/messages/{id}/dismiss': {
    handler: dismissChatReports,
    access: 'admin',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'BatchWriteItem', 'ConditionCheckItem'],
  },
} satisfies HttpManifest;

/** Functions no API reaches; the routes above invoke them asynchronously (`invokes`). */
export const chatWorkers = {
  // Reads its shards, posts to each connection, and removes the gone and the expired (with the count).
  [CHAT_FAN_OUT]: {
    handler: deliverShards,
    dynamodb: ['Query', 'DeleteItem', 'UpdateItem'],
    chat: true,
    // Posting is CPU-bound (signing, TLS): Lambda's CPU grows with memory, and so the cost stays flat.
    memoryMb: 1024,
  },
} satisfies WorkerManifest;
