/**
 * The local gateway's CloudFront part: what CloudFront does to each request it forwards to the
 * APIs, and to each answer it hands back. Whatever a client sent as the viewer address or the origin
 * secret is dropped; the gateway sets the real socket address and the local origin secret
 * (ORIGIN_SECRET, generated per start), so the functions run exactly the checks they run in the
 * cloud (functions/lib/edge.ts). Answers are compressed as the API cache policies let CloudFront do
 * (infra/constructs/api-cache-policies.ts), so what Lighthouse measures here is what learners get.
 */
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/lib/edge-headers';
import { type Encoding, PRECOMPRESSED } from '../constructs/site-headers';
import { chooseEncoding } from './static-files';

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

/** CloudFront compresses an answer of 1,000 bytes or more (up to 10 MB) whose type it knows. */
export const COMPRESS_MIN_BYTES = 1_000;

const API_ENCODINGS = PRECOMPRESSED.map(({ encoding }) => encoding);

// Quick settings: CloudFront compresses each answer as it passes, not once ahead of time.
const compressors: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => gzipSync(data),
};

/** An answer on its way to the viewer: headers by lower-case name, and the body's bytes. */
export interface EdgeAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * The answer as CloudFront hands an API answer to a viewer: JSON of 1,000 bytes or more in brotli
 * or gzip, whichever `acceptEncoding` prefers (brotli on a tie), with `Vary: Accept-Encoding`; as
 * it is otherwise.
 */
export function compressForViewer(acceptEncoding: string | undefined, answer: EdgeAnswer): EdgeAnswer {
  const type = String(answer.headers['content-type'] ?? '');
  const eligible =
    answer.body.length >= COMPRESS_MIN_BYTES &&
    type.startsWith('application/json') &&
    answer.headers['content-encoding'] === undefined;
  if (!eligible) return answer;
  const headers = { ...answer.headers, vary: 'Accept-Encoding' };
  const encoding = chooseEncoding(acceptEncoding, API_ENCODINGS);
  if (!encoding) return { headers, body: answer.body };
  return {
    headers: { ...headers, 'content-encoding': encoding },
    body: compressors[encoding](answer.body),
  };
}
