/**
 * The local provider's player: the IFrame API script (`/iframe_api`), the embed page of each video
 * (`/embed/{videoId}`) and the files that page loads (`/player/...`). Together they stand in for
 * the real provider's player, so the web app's player, its errors included, works with no internet.
 * The scripts are plain JavaScript, served as written: this is what tests and people trying the
 * product drive, and what they read when it does not do what they expect.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { embedPage, type PlayerVideo } from './embed-page';

export type { PlayerVideo } from './embed-page';

/** The files served as they are, by their path under the provider. */
const FILES: Record<string, { file: string; type: string }> = {
  '/iframe_api': { file: 'iframe-api.js', type: 'text/javascript; charset=utf-8' },
  '/player/embed.js': { file: 'embed.js', type: 'text/javascript; charset=utf-8' },
  '/player/embed.css': { file: 'embed.css', type: 'text/css; charset=utf-8' },
};

const cache = new Map<string, Buffer>();
const contents = (file: string): Buffer => {
  let text = cache.get(file);
  if (!text) {
    text = readFileSync(join(__dirname, file));
    cache.set(file, text);
  }
  return text;
};

/**
 * The embed page may be framed by any site, as the real one; its own scripts and styles come from
 * here only. Nothing is cached: a test changes a video's state and opens it again at once.
 */
const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *",
};

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
) {
  res.writeHead(status, { ...HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const videoIdOf = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not even a readable id: the page raises the bad-id error for it.
    return segment;
  }
};

/**
 * Answers the player's paths (`/iframe_api`, `/embed/*`, `/player/*`) and returns true; any other
 * path is left to the caller (false). `lookup` tells what the provider knows of a video now.
 */
export function servePlayer(
  req: IncomingMessage,
  res: ServerResponse,
  lookup: (videoId: string) => PlayerVideo | undefined,
): boolean {
  const url = new URL(req.url ?? '/', 'http://provider');
  const { pathname } = url;
  const file = FILES[pathname];
  const embed = /^\/embed\/([^/]*)$/.exec(pathname);
  if (!file && !embed && !pathname.startsWith('/player/')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answer(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    return true;
  }
  if (file) answer(req, res, 200, file.type, contents(file.file));
  else if (embed) {
    const videoId = videoIdOf(embed[1]!);
    const page = embedPage(videoId, lookup(videoId), {
      origin: url.searchParams.get('origin'),
      referer: req.headers.referer,
    });
    answer(req, res, 200, 'text/html; charset=utf-8', page);
  } else answer(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
  return true;
}
