/**
 * The local gateway's CloudFront part: what CloudFront does to each request it forwards to the
 * APIs. Whatever a client sent as the viewer address or the origin secret is dropped; the gateway
 * sets the real socket address and the local origin secret (ORIGIN_SECRET, generated per start), so
 * the functions run exactly the checks they run in the cloud (functions/lib/edge.ts).
 */
import type { IncomingMessage } from 'node:http';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/edge-headers';

/** Whether a client-sent header is one only the edge may set (names in any case). */
export const isEdgeHeader = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower === ORIGIN_SECRET_HEADER || lower === VIEWER_ADDRESS_HEADER;
};

/** The headers the edge adds, in CloudFront's format: `ip:port`, IPv4-mapped addresses as plain IPv4. */
export function edgeHeaders(req: IncomingMessage): Record<string, string> {
  const address = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const headers: Record<string, string> = {
    [VIEWER_ADDRESS_HEADER]: `${address}:${req.socket.remotePort ?? 0}`,
  };
  const secret = process.env.ORIGIN_SECRET;
  if (secret) headers[ORIGIN_SECRET_HEADER] = secret;
  return headers;
}
