/**
 * `/socket.io` over a plain WebSocket, calling the manifest's WebSocket handlers, plus the
 * `@connections` management endpoints. Filled in with the chat.
 */
import type { Server } from 'node:http';

export function attachWebSocket(_server: Server): { close(): Promise<void> } {
  return { close: async () => {} };
}
