/**
 * The parts of the YouTube Data API v3 answers the client reads
 * (https://developers.google.com/youtube/v3/docs: videos, playlists, playlistItems). Every field
 * is optional: the client reads what a part it asked for holds, and treats anything else as absent.
 */

export interface ApiList<T> {
  kind?: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo?: { totalResults?: number; resultsPerPage?: number };
  items?: T[];
}

export interface ApiVideo {
  kind?: 'youtube#video';
  id: string;
  snippet?: { title?: string; channelTitle?: string };
  /** `duration` is ISO 8601 (`PT1H2M3S`); `P0D` for a live stream. */
  contentDetails?: { duration?: string };
  status?: {
    uploadStatus?: 'deleted' | 'failed' | 'processed' | 'rejected' | 'uploaded';
    privacyStatus?: 'private' | 'public' | 'unlisted';
    embeddable?: boolean;
  };
}

export interface ApiPlaylist {
  kind?: 'youtube#playlist';
  id: string;
  snippet?: { title?: string; channelTitle?: string; channelId?: string };
}

export interface ApiPlaylistItem {
  kind?: 'youtube#playlistItem';
  id?: string;
  /** A deleted video stays in a playlist titled "Deleted video", a private one "Private video". */
  snippet?: {
    publishedAt?: string;
    title?: string;
    playlistId?: string;
    position?: number;
    resourceId?: { kind?: string; videoId?: string };
    /** Absent for a deleted or private video. */
    videoOwnerChannelTitle?: string;
  };
  contentDetails?: { videoId?: string };
  status?: { privacyStatus?: 'private' | 'public' | 'unlisted' | 'privacyStatusUnspecified' };
}

/** The body of every Data API error. */
export interface ApiErrorBody {
  error: {
    code: number;
    message: string;
    errors: Array<{
      message: string;
      domain: string;
      reason: string;
      location?: string;
      locationType?: string;
    }>;
  };
}
