/**
 * The community chat's state: connected only while `enabled` (logged in) and while the page is
 * mounted; the list is replaced by each history and grows with each new message.
 */
import type { ChatMessage } from '@shared/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { io, type Socket } from '../../../lib/socket';

export type ChatStatus = 'connecting' | 'connected' | 'reconnecting';

/** A message with a key that is stable while the list grows. */
export interface ChatRow extends ChatMessage {
  key: number;
}

// A tab left open in a busy room would otherwise grow without end; older rows are in no one's view.
const MAX_ROWS = 500;

export function useChat(enabled: boolean) {
  const [rows, setRows] = useState<ChatRow[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socketRef = useRef<Socket | null>(null);
  const nextKey = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const toRow = (message: ChatMessage): ChatRow => ({ ...message, key: nextKey.current++ });
    setStatus('connecting');
    const socket = io(undefined, { withCredentials: true });
    socketRef.current = socket;
    socket.on('connect', () => setStatus('connected'));
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('reconnect_attempt', () => setStatus('reconnecting'));
    socket.on('chat_history', (history: ChatMessage[]) => {
      if (Array.isArray(history)) setRows(history.map(toRow));
    });
    socket.on('chat', (message: ChatMessage) => {
      setRows((current) => [...current, toRow(message)].slice(-MAX_ROWS));
    });
    socket.on('error', (error: { msg?: string }) => {
      toast.error(error?.msg ?? 'Something went wrong!');
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [enabled]);

  const send = useCallback((message: string) => {
    socketRef.current?.emit('send_chat', { message });
  }, []);

  return { rows, status, send };
}
