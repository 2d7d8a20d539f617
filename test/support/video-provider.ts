/**
 * The running local video provider's control API (infra/local/video-provider/control.ts), for tests:
 * the global setup starts one provider for the whole run and points the functions at it
 * (YOUTUBE_API_URL). Tests run in parallel against it, so each changes only ids of its own
 * (`freshVideoId`, `freshPlaylistId`).
 */
import { randomBytes } from 'node:crypto';
import type { VideoState } from '../../functions/lib/video-provider/types';
import type { StoredPlaylist, StoredVideo } from '../../infra/local/video-provider/store';

export interface PlaylistSetup {
  title: string;
  channel: string;
  items: Array<{ videoId: string; title: string; seconds: number }>;
}

export interface ProviderControl {
  /** The provider's own address, `http://127.0.0.1:<port>`. */
  origin: string;
  setVideo(
    videoId: string,
    state: VideoState,
    extra?: { title?: string; seconds?: number },
  ): Promise<StoredVideo>;
  setPlaylist(playlistId: string, playlist: PlaylistSetup): Promise<StoredPlaylist>;
  /** The calls served per path since the provider started (`videos`, `playlistItems`, `oembed`, …). */
  calls(): Promise<Record<string, number>>;
}

/** A new 11-character video id no other test uses. */
/** The test stack's video provider, whose player the app embeds (as with `YOUTUBE=local`). */
export const playerOrigin = (): string => process.env.YOUTUBE_PLAYER_ORIGIN!;

export const freshVideoId = (): string => randomBytes(8).toString('base64url').slice(0, 11);
/** A new playlist id (`PL` and 32 characters) no other test uses. */
export const freshPlaylistId = (): string => `PL${randomBytes(24).toString('base64url').slice(0, 32)}`;

export function providerControl(apiUrl = process.env.YOUTUBE_API_URL): ProviderControl {
  if (!apiUrl) throw new Error('YOUTUBE_API_URL is not set: is the local video provider running?');
  const origin = new URL(apiUrl).origin;
  const send = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/__control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { msg?: string };
    if (!response.ok) throw new Error(`The video provider refused ${path}: ${answer.msg}`);
    return answer;
  };
  return {
    origin,
    setVideo: (videoId, state, extra = {}) =>
      send<StoredVideo>(`video/${encodeURIComponent(videoId)}`, { state, ...extra }),
    setPlaylist: (playlistId, playlist) =>
      send<StoredPlaylist>(`playlist/${encodeURIComponent(playlistId)}`, playlist),
    calls: () => send<Record<string, number>>('calls'),
  };
}
