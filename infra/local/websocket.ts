/**
 * `/socket.io` over a plain WebSocket, calling the manifest's WebSocket handlers, plus the
 * `@connections` management endpoints. Filled in with the chat.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface LocalWebSocketApi {
  /** Serves `/@connections/{id}` (POST send, DELETE close, GET describe) like API Gateway's management API. */
  handleManagement(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): Promise<void>;
}

export function attachWebSocket(_server: Server): LocalWebSocketApi {
  return {
    handleManagement: async (_req, res) => {
      res.writeHead(404).end();
    },
    close: async () => {},
  };
}
