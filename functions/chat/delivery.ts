/**
 * Delivering the room's messages a window at a time (data/chat-delivery.ts explains the windows).
 * The sender who opens a window waits for it to close, reads what was stored in it and hands the
 * fan-out one message per connection holding all of it; a second's wait saves a frame per connection
 * for every message that shares the window, which is most of them when the room is busy.
 */
import type { ChatMessage } from '../../shared/types';
import { messagesBetween } from '../data/chat';
import { enterDeliveryWindow } from '../data/chat-delivery';
import { log } from '../lib/log';
import type { WsFrame } from '../runtime/ws';
import { broadcast } from './fan-out';
import { CHAT_DELIVERY } from './settings';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Cuts the window's messages into socket messages of at most `maxBytes` (API Gateway bills a pushed
 * message per 32 KB), oldest first; the room's count rides in the last one.
 */
export function windowFrames(
  messages: readonly ChatMessage[],
  presence: WsFrame,
  maxBytes: number = CHAT_DELIVERY.maxFrameBytes,
): WsFrame[][] {
  const size = (frames: readonly WsFrame[]) => Buffer.byteLength(JSON.stringify(frames));
  const batches: WsFrame[][] = [[]];
  for (const message of messages) {
    const frame: WsFrame = { event: 'chat', data: message };
    const last = batches.at(-1)!;
    if (last.length > 0 && size([...last, frame, presence]) > maxBytes) batches.push([frame]);
    else last.push(frame);
  }
  batches.at(-1)!.push(presence);
  return batches;
}

/**
 * Sees `message` (just stored, `ref` included when the sender gave one) delivered to the room with
 * its window. Messages stored in a window someone else opened are theirs to deliver. One stored
 * before the window it met began (its sender was slow) is delivered on its own, at once: no window
 * reads it. `counts` are the room's shard counts, read with the sender.
 */
export async function deliverInWindow(
  room: string,
  message: ChatMessage,
  presence: WsFrame,
  endpoint: string,
  counts: readonly number[],
): Promise<void> {
  const window = await enterDeliveryWindow(room, Date.now(), CHAT_DELIVERY.windowMs);
  if (Date.parse(message.createdAt) <= window.after) {
    await broadcast(room, [{ event: 'chat', data: message }, presence], endpoint, counts);
  }
  if (!window.opened) return;
  // The grace lets a message stored just before the window's end, by a function whose clock runs a
  // little behind, reach the table before the window is read.
  await sleep(window.until + CHAT_DELIVERY.graceMs - Date.now());
  try {
    // Empty when the only message was delivered on its own, above: nothing to send then.
    const messages = await messagesBetween(room, window.after, window.until);
    if (messages.length === 0) return;
    for (const frames of windowFrames(messages, presence)) await broadcast(room, frames, endpoint, counts);
  } catch (error) {
    // The messages are stored: clients that missed them load them with the history as they reconnect.
    log.error('chat window not delivered', { room, after: window.after, until: window.until, error });
  }
}
