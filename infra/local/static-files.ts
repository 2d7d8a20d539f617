/**
 * The web build as CloudFront serves it: app routes answered by their page rendered at build time or
 * else the app shell (the viewer function's rewrite, viewer-functions.ts), a first visit sent on to
 * the Hindi page when the browser or the `lf_lang` cookie asks for it (language-redirect.ts), the build's brotli or gzip
 * copy picked by Accept-Encoding (precompress.ts), the upload's Cache-Control, and the security
 * headers of the response-headers policy (site-headers.ts).
 */
import { createReadStream, existsSync, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parseCookies } from '../../functions/lib/session';
import { cacheControlOf, type Encoding, PRECOMPRESSED, securityHeaders } from '../constructs/site-headers';
import { prerenderedFile } from '../constructs/viewer-functions';
import { hindiAddress } from './language-redirect';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The encoding to answer with: the acceptable one (q > 0, `*` counting for those not named) with the
 * highest q among those a copy exists for; brotli wins a tie, as at CloudFront. None: the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const isFileInside = (root: string, file: string) =>
  file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile();

/**
 * The file that answers `url`: the file itself; for an app route (no extension) its page rendered at
 * build time or else the app shell, as the viewer function decides; null for a missing file.
 */
function fileFor(url: URL, root: string): string | null {
  const requested = normalize(decodeURIComponent(url.pathname));
  const file = resolve(join(root, requested));
  if (isFileInside(root, file)) return file;
  if (extname(url.pathname)) return null;
  // An address with a query gets the shell: its page was rendered without one (`/course?q=…`
  // searches), and React cannot adopt HTML that differs from its first render.
  if (url.search) return join(root, 'index.html');
  // A trailing slash names the same page, as in the viewer function.
  const page = requested.length > 1 ? requested.replace(/[/\\]+$/, '') : requested;
  const prerendered = resolve(join(root, prerenderedFile(page)));
  return isFileInside(root, prerendered) ? prerendered : join(root, 'index.html');
}

const etagOf = (stat: Stats, encoding: Encoding | undefined): string =>
  `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/**
 * Answers a GET or HEAD for a file of the build in `root` (an absolute path). Any other method gets
 * CloudFront's 403, as the distribution's site behaviour allows only those two (a form sent by the
 * browser before the app took it over, say). `security`: the gateway's security headers.
 */
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  root: string,
  security: Record<string, string> = securityHeaders(),
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...security });
    res.end(
      'This distribution is not configured to allow the HTTP request method that was used for this request.',
    );
    return;
  }
  // An app route (no extension) may be asked for in the other language first, as at the edge.
  const hindi = extname(url.pathname)
    ? null
    : hindiAddress(url, parseCookies(req.headers.cookie), req.headers['accept-language']);
  if (hindi) {
    res.writeHead(302, { location: hindi, 'cache-control': 'private, no-store', ...security });
    res.end();
    return;
  }
  const file = fileFor(url, root);
  if (!file || !existsSync(file)) {
    res.writeHead(file ? 503 : 404, { 'content-type': 'text/plain; charset=utf-8', ...security });
    res.end(file ? 'The web app is not built yet: run npm run build:web' : 'Not found');
    return;
  }
  const available = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix)).map((c) => c.encoding);
  const encoding = chooseEncoding(req.headers['accept-encoding'], available);
  const served = file + (PRECOMPRESSED.find((c) => c.encoding === encoding)?.suffix ?? '');
  const stat = statSync(served);
  const etag = etagOf(stat, encoding);
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlOf(relative(root, file).split(sep).join('/')),
    etag,
    'last-modified': stat.mtime.toUTCString(),
    ...security,
  };
  if (available.length > 0) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;

  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(stat.size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(served).pipe(res);
}
