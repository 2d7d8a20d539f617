/**
 * A chat socket as a browser tab opens it through the local gateway: the learner's cookies, the
 * site's Origin, every frame kept in order, and the close the server may send.
 */
import WebSocket from 'ws';
import type { ChatMessage } from '../../shared/types';

export interface Frame {
  event: string;
  data: unknown;
}

export interface ChatSocket {
  socket: WebSocket;
  /** Every frame received, in order; a message holding several (an array) adds each of them. */
  frames: Frame[];
  /** Every WebSocket message received (what API Gateway bills), each as the frames it held. */
  messages: Frame[][];
  /** Resolves with the close code once the socket has closed, from either side. */
  closed: Promise<number>;
  send(frame: unknown): void;
}

/** Opens `/socket.io` on `siteUrl` with `cookies`; answers the HTTP status when the upgrade is refused. */
export function openChatSocket(
  siteUrl: string,
  cookies: string[],
): Promise<ChatSocket | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${siteUrl.replace('http', 'ws')}/socket.io?EIO=4&transport=websocket`, {
      headers: { Cookie: cookies.join('; '), Origin: siteUrl },
    });
    const frames: Frame[] = [];
    const messages: Frame[][] = [];
    socket.on('message', (data) => {
      const parsed = JSON.parse(data.toString()) as Frame | Frame[];
      const held = Array.isArray(parsed) ? parsed : [parsed];
      messages.push(held);
      frames.push(...held);
    });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('open', () =>
      resolve({ socket, frames, messages, closed, send: (frame) => socket.send(JSON.stringify(frame)) }),
    );
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      response.resume();
    });
    socket.once('error', reject);
  });
}

/** The open socket, or a failure naming the refusal. */
export async function joinedChat(siteUrl: string, cookies: string[]): Promise<ChatSocket> {
  const opened = await openChatSocket(siteUrl, cookies);
  if ('refused' in opened) throw new Error(`the chat refused the connection with ${opened.refused}`);
  return opened;
}

/** Waits until `read` gives a value, checking every 25 ms, for at most `ms`. */
export async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 5_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Sends `text` from `chat` and answers the message as it comes back, with its `_id`. */
export async function postMessage(chat: ChatSocket, text: string): Promise<ChatMessage> {
  chat.send({ action: 'send_chat', message: text });
  return eventually(
    () => chat.frames.map((f) => f.data as ChatMessage).find((data) => data?.message === text),
    `"${text}" to come back`,
  );
}

/** Resolves with the close code, or rejects if the socket is still open after `ms`. */
export function closedWithin(chat: ChatSocket, ms = 5_000): Promise<number> {
  return Promise.race([
    chat.closed,
    new Promise<number>((_, fail) =>
      setTimeout(() => fail(new Error('the socket is still open')), ms).unref(),
    ),
  ]);
}
