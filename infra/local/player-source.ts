/**
 * Which player the web app embeds, as the local gateway tells it (`PLAYER_SOURCE_PATH`): the local
 * video provider's when `YOUTUBE_PLAYER_ORIGIN` names one (`npm start` with `YOUTUBE=local`), else
 * the real provider's, as the web build's own copy of the file says in the cloud.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localPlayer, REAL_PLAYER } from '../../shared/video-player';
import { serveLiveJson } from './live-json';

/**
 * The local provider's origin from the configured value; it goes into the Content-Security-Policy,
 * so anything but a plain http(s) origin is refused at start rather than written into a header.
 */
export function localPlayerOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let origin: string | undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {
    // Refused below, with the value named.
  }
  if (!origin || value.replace(/\/$/, '') !== origin)
    throw new Error(`YOUTUBE_PLAYER_ORIGIN must be an origin such as http://localhost:8010, not "${value}"`);
  return origin;
}

export const servePlayerSource = (
  res: ServerResponse,
  req: IncomingMessage,
  origin: string | undefined,
  headers: Record<string, string>,
): void => serveLiveJson(res, req, origin ? localPlayer(origin) : REAL_PLAYER, headers);
