/**
 * The community chat's rules and wire format, shared by the browser and the Lambdas. Frames from the
 * browser are JSON with an `action` (API Gateway routes on `$request.body.action`); frames to the
 * browser are JSON with an `event` and its `data`, the shape Socket.IO listeners expect.
 */
import { LIMITS } from './constants';
import { type Message, message } from './message';
import { type Field, object, userText } from './validation';

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
  reasonRequired: `Please say why you report this message (up to ${LIMITS.chatMessageMax} characters).`,
  reported: 'Thank you. An admin will look at this message.',
  alreadyReported: 'You have already reported this message. An admin will look at it.',
  ownMessage: 'You cannot report your own message.',
  messageGone: 'This message no longer exists.',
  noReports: 'There are no open reports on this message.',
  deleted: 'The message was deleted for everyone.',
  dismissed: 'The reports on this message were dismissed.',
  adminNotMuted: 'Admins cannot be muted.',
  muteDuration: 'Choose how long to mute: 10 minutes, an hour, a day or a week.',
} as const;

/** The error frame a muted learner's message gets; `until` is also sent as an ISO time to show locally. */
export const mutedMessage = (until: string): Message =>
  message('An admin has muted you in the chat until {until} UTC.', {
    until: until.slice(0, 16).replace('T', ' '),
  });

/**
 * How long a client's socket may stay silent before it sends a `presence` frame: API Gateway closes a
 * WebSocket after 10 minutes without a frame from the client, and reconnecting costs more than asking.
 * The count online needs no polling: it comes with the history and with every message in the room.
 */
export const CHAT_KEEPALIVE_MS = 9 * 60_000;

/** The periods an admin can mute a learner for, in minutes: 10 minutes, an hour, a day, a week. */
export const MUTE_MINUTES = [10, 60, 24 * 60, 7 * 24 * 60] as const;

/**
 * A message's `_id`: its time in epoch milliseconds and the random tail of its key, e.g.
 * `1748779200000-Ab3_x-9Z`. It names the stored item without another index and fits in a URL.
 */
export const MESSAGE_ID_PATTERN = /^\d{13}-[A-Za-z0-9_-]{8}$/;

// A message is one line of text (`text.ts`): the chat shows each as one.
const chatLine = userText({ max: LIMITS.chatMessageMax, msg: CHAT_MESSAGES.tooLong });

const chatText: Field<string> = (value, name) =>
  typeof value === 'string' && value.trim() !== ''
    ? chatLine(value, name)
    : { ok: false, msg: CHAT_MESSAGES.empty };

/** The form of a sender's tag: a few characters the sender's page picks at random. */
export const CHAT_REF_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

/**
 * The sender's own tag for a message, optional: the room's copy carries it back, so the sender's page
 * knows the message is its own without a frame of its own. A tag of another form is ignored ('').
 */
const senderRef: Field<string> = (value) => ({
  ok: true,
  value: typeof value === 'string' && CHAT_REF_PATTERN.test(value) ? value : '',
});

/**
 * `{"action":"send_chat","message":"...","ref":"..."}`: 1 to 200 characters after trimming, held to
 * the text rule, and the sender's optional tag; other fields are ignored.
 */
export const sendChatSchema = object({ message: chatText, ref: senderRef });

const messageId: Field<string> = (value) =>
  typeof value === 'string' && MESSAGE_ID_PATTERN.test(value)
    ? { ok: true, value }
    : { ok: false, msg: CHAT_MESSAGES.messageGone };

/** A learner's report: which message and why (1 to 200 characters). */
export const reportSchema = object({
  messageId,
  reason: userText({ max: LIMITS.chatMessageMax, msg: CHAT_MESSAGES.reasonRequired, multiline: true }),
});

const muteMinutes: Field<number> = (value) =>
  MUTE_MINUTES.some((minutes) => minutes === value)
    ? { ok: true, value: value as number }
    : { ok: false, msg: CHAT_MESSAGES.muteDuration };

/** An admin's mute of a message's author, for one of the MUTE_MINUTES periods. */
export const muteSchema = object({ minutes: muteMinutes });
