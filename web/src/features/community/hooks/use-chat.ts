/**
 * The community chat's state: connected only while `enabled` (logged in) and while the page is
 * mounted. The list is replaced by each history, grows with each new message (in time order, each
 * message once, however often it is delivered) and loses a message an admin deletes. How many are
 * online arrives with every history and every message in the room, and with the answer to the
 * keep-alive a quiet socket sends every 9 minutes; nothing polls it.
 * The learner's own messages are marked `mine`: in the history by the server, and as they are sent by
 * the tag (`ref`) this page gives each message it sends, which the room's copy brings back.
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

/** A tag for a message this page sends: random, so another page's message never matches it. */
const newRef = () => Math.random().toString(36).slice(2, 12) || 'ref';

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

export function useChat(enabled: boolean) {
  const [rows, setRows] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [online, setOnline] = useState<number | null>(null);
  const [mutedUntil, setMutedUntil] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  // Ids of messages this page sent, kept apart from the rows, which each history replaces.
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  // Tags of the messages this page sent whose room copy has not come back yet.
  const refs = useRef(new Set<string>());

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
      if (Array.isArray(history)) setRows(history.filter(isMessage));
    });
    socket.on('chat', (message: unknown) => {
      if (!isMessage(message)) return;
      const { ref, ...row } = message;
      if (ref !== undefined && refs.current.delete(ref)) setSent((current) => new Set(current).add(row._id));
      setRows((current) => withMessage(current, row));
    });
    socket.on('chat_deleted', (deleted: { _id?: unknown }) => {
      setRows((current) => current.filter((row) => row._id !== deleted?._id));
    });
    socket.on('presence', (presence: { online?: unknown }) => {
      if (typeof presence?.online === 'number') setOnline(presence.online);
    });
    socket.on('error', (error: { msg?: string; until?: unknown }) => {
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
      // The box is emptied as a message goes, so the advice is to write it again.
      toast.error(
        failure(t("Your last message wasn't sent"), t('Write it again.'), { status: 400, data: error }),
      );
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [enabled]);

  const send = useCallback((message: string) => {
    const ref = newRef();
    refs.current.add(ref);
    socketRef.current?.emit('send_chat', { message, ref });
  }, []);

  /** Takes a message off this page at once (the server tells every other page). */
  const forget = useCallback((id: string) => {
    setRows((current) => current.filter((row) => row._id !== id));
  }, []);

  const shown = useMemo(
    () =>
      sent.size === 0 ? rows : rows.map((row) => (sent.has(row._id) ? { ...row, mine: true as const } : row)),
    [rows, sent],
  );

  return { rows: shown, status, online, mutedUntil, send, forget };
}
