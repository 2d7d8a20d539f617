/**
 * A stand-in for the browser's WebSocket in tests: it records what the app sends and lets the test
 * play the server (open, frames, a dropped connection) at the moment it chooses.
 */
import type { WebSocketLike } from '../../web/src/lib/socket';

export class FakeWebSocket implements WebSocketLike {
  /** Every socket made since the last `reset()`, oldest first. */
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => unknown) | null = null;
  onclose: ((event: CloseEvent) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: the socket is not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    if (this.readyState >= 2) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The JSON frames sent so far. */
  frames(): Array<Record<string, unknown>> {
    return this.sent.map((data) => JSON.parse(data) as Record<string, unknown>);
  }

  // The server's side of the conversation.

  acceptConnection(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection fails or drops without a clean close (refused upgrade, network loss). */
  drop(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
