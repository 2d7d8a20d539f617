/**
 * The local video provider: one HTTP server standing in for YouTube, started by `npm start` and the
 * test setups. It serves the Data API paths (data-api.ts), oEmbed (oembed.ts), thumbnails
 * (thumbnail.ts), the IFrame API and the embed pages of its own player (player/), and the control
 * API (control.ts), from one store seeded with the seed catalogue's videos and playlists.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTROL_PATH, serveControl } from './control';
import { DATA_API_PATH, serveDataApi } from './data-api';
import { serveOembed } from './oembed';
import { servePlayer } from './player';
import { json, text } from './reply';
import { seedStore } from './seed';
import { ProviderStore } from './store';
import { serveThumbnail, THUMBNAIL_PATH } from './thumbnail';

export interface VideoProviderOptions {
  /** 0 for a free port. */
  port: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Start with the seed catalogue's videos and playlists. @default true */
  seed?: boolean;
}

export interface LocalVideoProvider {
  /** Its address, `http://localhost:<port>`: where browsers load the player from. */
  url: string;
  /** The Data API base the functions call (YOUTUBE_API_URL). */
  apiUrl: string;
  /** The oEmbed endpoint (YOUTUBE_OEMBED_URL). */
  oembedUrl: string;
  /** What it holds, for callers in the same process (benches); others use the control API. */
  store: ProviderStore;
  stop(): Promise<void>;
}

/** The name a request is counted under in `GET /__control/calls`. */
function counted(pathname: string): string | undefined {
  if (pathname.startsWith(DATA_API_PATH)) return pathname.slice(DATA_API_PATH.length);
  if (pathname === '/oembed') return 'oembed';
  return undefined;
}

export async function startVideoProvider(options: VideoProviderOptions): Promise<LocalVideoProvider> {
  const store = new ProviderStore();
  if (options.seed ?? true) seedStore(store);
  const calls = new Map<string, number>();
  let publicUrl = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://provider');
    const name = counted(url.pathname);
    if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
    if (url.pathname.startsWith(CONTROL_PATH)) return serveControl(store, calls, req, url, res);
    if (servePlayer(req, res, store.lookup)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(res, 405, 'Method Not Allowed');
    if (url.pathname.startsWith(DATA_API_PATH) && serveDataApi(store, url, res)) return;
    if (url.pathname === '/oembed') return serveOembed(store, url, publicUrl, res);
    const thumbnail = THUMBNAIL_PATH.exec(url.pathname);
    if (thumbnail) return serveThumbnail(store, thumbnail[1]!, res);
    if (url.pathname.startsWith(DATA_API_PATH)) {
      return json(res, 404, { error: { code: 404, message: 'Not Found', errors: [] } });
    }
    text(res, 404, 'Not Found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('The local video provider failed on', req.method, req.url, error);
      if (!res.headersSent) text(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host ?? '127.0.0.1', ready);
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://localhost:${port}`;
  // The functions call it by address: `localhost` may resolve to ::1 first, where it does not listen.
  const host =
    options.host && /^[\d.]+$/.test(options.host) && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const direct = `http://${host}:${port}`;
  return {
    url: publicUrl,
    apiUrl: `${direct}/youtube/v3`,
    oembedUrl: `${direct}/oembed`,
    store,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections to the player open; they must not hold the stop.
        server.closeAllConnections();
      }),
  };
}
