/**
 * The community chat's state: connected only while `enabled` (logged in) and while the page is
 * mounted. The list is replaced by each history, grows with each new message (in time order, each
 * message once, however often it is delivered) and loses a message an admin deletes. How many are
 * online arrives with every history and every message in the room, and with the answer to the
 * keep-alive a quiet socket sends every 9 minutes; nothing polls it.
 * The learner's own messages are marked `mine`: in the history by the server, and as they are sent by
 * the tag (`ref`) this page gives each message it sends, which the room's copy brings back.
 *
 * A message the learner sends shows at once, at the end of the list, as `sending`: the server
 * delivers the room's messages in batches, so the copy can take a second or more, and a sender who
 * sees nothing wonders whether it went (or sends it twice). It counts as `mine` and has no server id,
 * so it is offered no report, delete or mute. When the copy comes back it takes the row over, now in
 * its place by time: the same row (same key), so nothing flickers or shows twice. It turns `failed`,
 * kept with its text to be sent again (with a new tag), when the server refuses it (an `error` that
 * names its tag, or names none while it is the oldest one sending) or when no copy comes back within
 * 15 seconds. A history (after a reconnect) that holds it as the learner's own means it was stored
 * while its copy was lost with the connection: its row there replaces it.
 */
import { CHAT_KEEPALIVE_MS } from '@shared/chat';
import type { ChatMessage } from '@shared/types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { io, type Socket } from '../../../lib/socket';
import { untilTime } from '../../../lib/time';
import { refreshSession } from '../../auth';

export type ChatStatus = 'connecting' | 'connected' | 'reconnecting';

// A tab left open in a busy room would otherwise grow without end; older rows are in no one's view.
const MAX_ROWS = 500;

// Batched delivery brings a copy back within about 1.5 s; ten times that, and it is not coming.
const SEND_TIMEOUT_MS = 15_000;

/** A tag for a message this page sends: random, so another page's message never matches it. */
const newRef = () => Math.random().toString(36).slice(2, 12) || 'ref';

/** Where a message of the learner's is while its room copy has not come back. */
export type Delivery = 'sending' | 'failed';

/** A message this page sent whose room copy has not come back: it has no server id yet. */
export interface OutgoingMessage {
  /**
   * Its row's key for the row's whole life, the copy's included: the tag it was first sent with (a
   * tag has no `-`, so it never equals a server id).
   */
  key: string;
  /** The tag it was last sent with: its copy, or a refusal of it, brings this one back. */
  ref: string;
  user: string;
  message: string;
  /** When it was last sent, by this device's clock. */
  createdAt: string;
  mine: true;
  delivery: Delivery;
}

/** A row of the list: a message of the room (keyed as it was on its way, when this page sent it), or one on its way. */
export type ChatRow = (ChatMessage & { key?: string; delivery?: undefined }) | OutgoingMessage;

interface ChatState {
  /** The room's messages in time order. */
  rows: ChatMessage[];
  /** Ids of messages this page sent, with their row's key; kept apart from the rows, which each history replaces. */
  sent: ReadonlyMap<string, string>;
  /** The learner's messages on their way or not sent, in the order their rows were added. */
  outgoing: OutgoingMessage[];
}

const EMPTY: ChatState = { rows: [], sent: new Map(), outgoing: [] };

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatMessage)._id === 'string' &&
  typeof (value as ChatMessage).message === 'string';

/** `rows` with `message` in its place by time; unchanged when it is there already (a worker's retry). */
export function withMessage(rows: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (rows.some((row) => row._id === message._id)) return rows;
  let at = rows.length;
  while (at > 0 && rows[at - 1]!.createdAt > message.createdAt) at--;
  return [...rows.slice(0, at), message, ...rows.slice(at)].slice(-MAX_ROWS);
}

/** A message leaves: a new one is added at the end; one sent again keeps its row, where the learner saw it fail. */
function leaving(state: ChatState, message: OutgoingMessage): ChatState {
  const known = state.outgoing.some((row) => row.key === message.key);
  const outgoing = known
    ? state.outgoing.map((row) => (row.key === message.key ? message : row))
    : [...state.outgoing, message];
  return { ...state, outgoing };
}

/**
 * A message of the room arrives. `ref`, when this page sent it: the row it was shown in gives way, and
 * its key goes to the message, which is the learner's.
 */
function received(state: ChatState, message: ChatMessage, ref: string | undefined): ChatState {
  const rows = withMessage(state.rows, message);
  if (ref === undefined) return rows === state.rows ? state : { ...state, rows };
  const shown = state.outgoing.find((row) => row.ref === ref);
  // A history may have given it its key already, when the copy is late (see `historyArrived`).
  const key = state.sent.get(message._id) ?? shown?.key ?? ref;
  return {
    rows,
    sent: new Map(state.sent).set(message._id, key),
    outgoing: state.outgoing.filter((row) => row !== shown),
  };
}

/**
 * A history replaces the rows. A message on its way that the history holds as the learner's own was
 * stored, its copy lost with the connection, so its row there takes over. The server sends no tags
 * in a history: the text tells, counting only messages the list did not show before (a text the
 * learner sent earlier too is no proof) and each stored message for one row (the same text sent
 * twice is two messages).
 */
function historyArrived(state: ChatState, history: ChatMessage[]): ChatState {
  const shownBefore = new Set(state.rows.map((row) => row._id));
  const stored = history.filter((row) => row.mine && !shownBefore.has(row._id));
  const sent = new Map(state.sent);
  const outgoing = state.outgoing.filter((row) => {
    const at = stored.findIndex((message) => message.message === row.message);
    if (at === -1) return true;
    sent.set(stored[at]!._id, row.key);
    stored.splice(at, 1);
    return false;
  });
  return { rows: history, sent, outgoing };
}

/**
 * A message still sending turns failed: the one sent as `ref`, or, when a refusal names no tag (one
 * the server's checks made before reading it), the oldest one sending, as the server answers in
 * order. Nothing changes when it is no longer sending (a timer that outlived its message).
 */
function failed(state: ChatState, ref: string | undefined): ChatState {
  const sending = state.outgoing.filter((row) => row.delivery === 'sending');
  const target =
    ref === undefined
      ? sending.reduce<OutgoingMessage | undefined>(
          (oldest, row) => (oldest && oldest.createdAt <= row.createdAt ? oldest : row),
          undefined,
        )
      : sending.find((row) => row.ref === ref);
  if (!target) return state;
  const outgoing = state.outgoing.map((row) =>
    row === target ? { ...row, delivery: 'failed' as const } : row,
  );
  return { ...state, outgoing };
}

/** The rows to show: the room's, the learner's marked `mine`, then those on their way. */
function shownRows({ rows, sent, outgoing }: ChatState): ChatRow[] {
  const room =
    sent.size === 0
      ? rows
      : rows.map((row) => {
          const key = sent.get(row._id);
          return key === undefined ? row : { ...row, mine: true as const, key };
        });
  return outgoing.length === 0 ? room : [...room, ...outgoing].slice(-MAX_ROWS);
}

/** `user`: the learner's name, shown on their messages until the room's copy brings the server's. */
export function useChat(enabled: boolean, user: string) {
  const [chat, setChat] = useState<ChatState>(EMPTY);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [online, setOnline] = useState<number | null>(null);
  const [mutedUntil, setMutedUntil] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  // Tags of the messages this page sent whose room copy has not come back yet, a message sent again
  // included under its earlier tags: a late copy of it is still the learner's.
  const refs = useRef(new Set<string>());
  // Each message's 15-second timer; cleared only when the page goes, as one that outlives its message
  // changes nothing (see `failed`).
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!enabled) return;
    setStatus('connecting');
    // A refused connect renews the session once before it tries again (see lib/socket.ts).
    const socket = io(undefined, {
      withCredentials: true,
      refreshSession,
      keepAlive: { action: 'presence', everyMs: CHAT_KEEPALIVE_MS },
    });
    socketRef.current = socket;
    socket.on('connect', () => setStatus('connected'));
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('reconnect_attempt', () => setStatus('reconnecting'));
    socket.on('chat_history', (history: unknown) => {
      if (Array.isArray(history)) setChat((current) => historyArrived(current, history.filter(isMessage)));
    });
    socket.on('chat', (message: unknown) => {
      if (!isMessage(message)) return;
      const { ref, ...row } = message;
      const own = ref !== undefined && refs.current.delete(ref);
      setChat((current) => received(current, row, own ? ref : undefined));
    });
    socket.on('chat_deleted', (deleted: { _id?: unknown }) => {
      setChat((current) => ({ ...current, rows: current.rows.filter((row) => row._id !== deleted?._id) }));
    });
    socket.on('presence', (presence: { online?: unknown }) => {
      if (typeof presence?.online === 'number') setOnline(presence.online);
    });
    socket.on('error', (error: { msg?: string; ref?: unknown; until?: unknown }) => {
      const ref = typeof error?.ref === 'string' ? error.ref : undefined;
      // A refused message is never stored, so no copy of it will come back.
      if (ref !== undefined) refs.current.delete(ref);
      setChat((current) => failed(current, ref));
      if (typeof error?.until === 'string') {
        setMutedUntil(error.until);
        toast.error(
          t(
            "Your message wasn't sent: an admin has muted you in the chat until {until}. You can write again then.",
            { until: untilTime(error.until, Date.now()) },
          ),
        );
        return;
      }
      // The message stays in the list, marked not sent, with a button that sends it again.
      toast.error(
        failure(t("Your last message wasn't sent"), t('Send it again from the list.'), {
          status: 400,
          data: error,
        }),
      );
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  /** Shows `message` at once, sends it under its tag, and gives its copy 15 seconds to come back. */
  const post = useCallback((message: OutgoingMessage) => {
    refs.current.add(message.ref);
    setChat((current) => leaving(current, message));
    socketRef.current?.emit('send_chat', { message: message.message, ref: message.ref });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setChat((current) => failed(current, message.ref));
    }, SEND_TIMEOUT_MS);
    timers.current.add(timer);
  }, []);

  const send = useCallback(
    (message: string) => {
      const ref = newRef();
      const createdAt = new Date().toISOString();
      post({ key: ref, ref, user, message, createdAt, mine: true, delivery: 'sending' });
    },
    [post, user],
  );

  /**
   * Sends a message that was not sent once more, in its row, with a new tag: a refusal or copy of the
   * earlier attempt must not be taken for this one's.
   */
  const sendAgain = useCallback(
    (message: OutgoingMessage) => {
      post({ ...message, ref: newRef(), createdAt: new Date().toISOString(), delivery: 'sending' });
    },
    [post],
  );

  /** Takes a message off this page at once (the server tells every other page). */
  const forget = useCallback((id: string) => {
    setChat((current) => ({ ...current, rows: current.rows.filter((row) => row._id !== id) }));
  }, []);

  const rows = useMemo(() => shownRows(chat), [chat]);

  return { rows, status, online, mutedUntil, send, sendAgain, forget };
}
