/** Answers a small JSON file the local gateway makes up from the configuration of the running stack. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function serveLiveJson(
  res: ServerResponse,
  req: IncomingMessage,
  value: unknown,
  headers: Record<string, string>,
): void {
  const body = JSON.stringify(value);
  // Not cached: it follows the configuration of the stack now running, not the build.
  res.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
