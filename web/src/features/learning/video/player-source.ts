/**
 * Which provider's player the app embeds, read once when the first video is shown: the file the
 * build carries names YouTube's; the local stack answers it with its own provider when it has one.
 * The answer holds for the page's life. A failed or unreadable answer means YouTube's, which is
 * what the build's file says wherever the app is deployed.
 */
import { PLAYER_SOURCE_PATH, type PlayerSource, REAL_PLAYER } from '@shared/video-player';
import { api } from '../../../lib/api';

let known: PlayerSource | undefined;
let asking: Promise<PlayerSource> | undefined;

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//.test(value);

const isSource = (value: unknown): value is PlayerSource =>
  typeof value === 'object' &&
  value !== null &&
  isAddress((value as PlayerSource).iframeApi) &&
  isAddress((value as PlayerSource).embed);

/** The player source once it has been read: a video shown after the first starts at once. */
export const knownPlayerSource = (): PlayerSource | undefined => known;

export function loadPlayerSource(): Promise<PlayerSource> {
  if (known) return Promise.resolve(known);
  asking ??= api<unknown>(PLAYER_SOURCE_PATH).then(({ status, data }) => {
    known = status === 200 && isSource(data) ? data : REAL_PLAYER;
    asking = undefined;
    return known;
  });
  return asking;
}
