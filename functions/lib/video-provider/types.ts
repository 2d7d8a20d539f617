/**
 * What the product asks of the video provider (YouTube): a playlist's items and the state of
 * videos. The client (./client.ts) answers from the YouTube Data API v3 when it has a key (or the
 * local provider's copy of it), and from oEmbed otherwise.
 */

/** A video's state as the provider reports it; anything but 'ok' cannot be watched in our player. */
export type VideoState = 'ok' | 'removed' | 'private' | 'unembeddable';

export interface VideoFacts {
  videoId: string;
  state: VideoState;
  /** Known for videos that exist and are public. */
  title?: string;
  /** The length, where the provider tells it (the Data API does; oEmbed does not). */
  seconds?: number;
}

export interface PlaylistItem {
  videoId: string;
  title: string;
  seconds?: number;
}

export interface PlaylistFacts {
  playlistId: string;
  title: string;
  channel: string;
  /** The playable items in playlist order. */
  items: PlaylistItem[];
  /** Items left out: deleted or private videos. */
  skipped: number;
}

/**
 * The day's quota, kept where every function instance sees it (the table). `spend` takes `units`
 * from today's budget and answers false, taking nothing, when they would pass it.
 */
export interface QuotaLedger {
  spend(units: number): Promise<boolean>;
}

export interface VideoChecks {
  found: VideoFacts[];
  /** Ids not checked because the day's quota ran out; they are checked first next time. */
  unchecked: string[];
}

export interface VideoProvider {
  /** The playlist with its items; null for a playlist the provider does not know. */
  playlist(playlistId: string): Promise<PlaylistFacts | null>;
  /** The state of each video, batched by 50 (one quota unit a batch with the Data API). */
  videos(videoIds: readonly string[]): Promise<VideoChecks>;
}
