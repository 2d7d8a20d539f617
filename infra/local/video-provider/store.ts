/**
 * What the local video provider knows: videos with their state, title and length, and playlists
 * with their items. Tests and people trying the product change it through the control API
 * (control.ts); a video id it does not know is answered as removed, as the real API leaves unknown
 * ids out.
 */
import type { VideoState } from '../../../functions/lib/video-provider/types';

export const VIDEO_STATES: readonly VideoState[] = ['ok', 'removed', 'private', 'unembeddable'];

export interface StoredVideo {
  videoId: string;
  state: VideoState;
  title: string;
  seconds: number;
  channel: string;
}

export interface StoredPlaylistItem {
  videoId: string;
  title: string;
  seconds: number;
}

export interface StoredPlaylist {
  playlistId: string;
  title: string;
  channel: string;
  items: StoredPlaylistItem[];
}

/** A stable 32-bit hash of an id (FNV-1a): the same id gets the same length and quirks on every start. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The length a video gets when nobody said: 4 to 20 minutes, fixed by its id. The seed catalogue
 * has no lengths, and a lesson of plausible, stable length is what the product's totals need.
 */
export const plausibleSeconds = (videoId: string): number => 240 + (idHash(videoId) % 961);

/** What the player module (player/) reads of a video: its state, title and length. */
export type VideoLookup = (videoId: string) => Pick<StoredVideo, 'state' | 'title' | 'seconds'> | undefined;

export class ProviderStore {
  private readonly videos = new Map<string, StoredVideo>();
  private readonly playlists = new Map<string, StoredPlaylist>();

  video(videoId: string): StoredVideo | undefined {
    return this.videos.get(videoId);
  }

  playlist(playlistId: string): StoredPlaylist | undefined {
    return this.playlists.get(playlistId);
  }

  /** Sets a video's state; a new id gets the title and length given, or made-up ones. */
  setVideo(
    videoId: string,
    change: { state: VideoState; title?: string; seconds?: number; channel?: string },
  ): StoredVideo {
    const before = this.videos.get(videoId);
    const video: StoredVideo = {
      videoId,
      state: change.state,
      title: change.title ?? before?.title ?? `Video ${videoId}`,
      seconds: change.seconds ?? before?.seconds ?? plausibleSeconds(videoId),
      channel: change.channel ?? before?.channel ?? 'Local channel',
    };
    this.videos.set(videoId, video);
    return video;
  }

  /**
   * Creates or replaces a playlist. Its items' videos become known: a new one playable, with the
   * item's title and length; one known already keeps its state and takes the item's title and length.
   */
  setPlaylist(playlist: StoredPlaylist): StoredPlaylist {
    for (const item of playlist.items) {
      this.setVideo(item.videoId, {
        state: this.videos.get(item.videoId)?.state ?? 'ok',
        title: item.title,
        seconds: item.seconds,
        channel: playlist.channel,
      });
    }
    this.playlists.set(playlist.playlistId, playlist);
    return playlist;
  }

  /** The player's view of a video. */
  readonly lookup: VideoLookup = (videoId) => {
    const video = this.videos.get(videoId);
    return video && { state: video.state, title: video.title, seconds: video.seconds };
  };
}
