/**
 * The community chat's rules and wire format, shared by the browser and the Lambdas. Frames from the
 * browser are JSON with an `action` (API Gateway routes on `$request.body.action`); frames to the
 * browser are JSON with an `event` and its `data`, the shape Socket.IO listeners expect.
 */
import { LIMITS } from './constants';
import { type Field, object, textLength } from './validation';

/** The single room every learner chats in. */
export const COMMUNITY_ROOM = 'community';

/** Per learner: enough for a lively conversation, too little for a script to flood the room. */
export const CHAT_RATE = { limit: 20, windowSeconds: 10 } as const;

export const CHAT_MESSAGES = {
  empty: 'Please type a message first.',
  tooLong: `A message can be at most ${LIMITS.chatMessageMax} characters.`,
  tooFast: 'You are sending messages too fast. Please wait a few seconds.',
  unknownAction: 'This chat action is not supported.',
  notJoined: 'Your chat connection has expired. Please reload the page.',
} as const;

const chatText: Field<string> = (value) => {
  if (typeof value !== 'string') return { ok: false, msg: CHAT_MESSAGES.empty };
  const text = value.trim();
  if (text.length === 0) return { ok: false, msg: CHAT_MESSAGES.empty };
  if (textLength(text) > LIMITS.chatMessageMax) return { ok: false, msg: CHAT_MESSAGES.tooLong };
  return { ok: true, value: text };
};

/** `{"action":"send_chat","message":"..."}`: 1 to 200 characters after trimming; other fields are ignored. */
export const sendChatSchema = object({ message: chatText });
