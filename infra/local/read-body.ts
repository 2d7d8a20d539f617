import type { IncomingMessage } from 'node:http';

/**
 * A request's whole body, or null when it is larger than `maxBytes`, as API Gateway refuses it.
 * An oversized body is still read to its end (and dropped), so the client gets the refusal rather
 * than a reset connection.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
