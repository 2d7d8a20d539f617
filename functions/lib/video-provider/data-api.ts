/**
 * The YouTube Data API v3 side of the client: `playlists.list`, `playlistItems.list` (every page)
 * and `videos.list` (50 ids a call). Every call costs one unit of the key's daily quota, so each
 * asks the ledger first; once it says no, nothing more is sent that day.
 */
import { log } from '../log';
import type { ApiErrorBody, ApiList, ApiPlaylist, ApiPlaylistItem, ApiVideo } from './api-shapes';
import { ProviderStopped, VideoProviderRefused } from './errors';
import { playableVideoId, videoFacts } from './parse';
import { chunks, inPool } from './pool';
import type { PlaylistFacts, PlaylistItem, QuotaLedger, VideoChecks, VideoFacts } from './types';

/** The most ids `videos.list` takes, and the most items a `playlistItems.list` page holds. */
export const IDS_PER_CALL = 50;
/** YouTube caps a playlist at 5,000 items: 100 pages. A provider paging past that is not believed. */
const MAX_PAGES = 100;
/** Calls in flight at once while checking many videos. */
const CONCURRENT_CALLS = 4;
/** Reasons in a 403 that mean the key's quota (or its rate) is spent, not that the key is wrong. */
const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
]);

export interface DataApiSettings {
  /** `https://www.googleapis.com/youtube/v3`, or the local provider's copy. */
  baseUrl: string;
  key: string;
  ledger?: QuotaLedger;
  timeoutMs: number;
}

/** The checks, and why they stopped early when they did. */
export interface VideoRun extends VideoChecks {
  stopped?: ProviderStopped;
}

type Resource = 'videos' | 'playlists' | 'playlistItems';

/** The reason a Data API error body gives, or its status. */
async function reasonOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
  return body?.error?.errors?.[0]?.reason ?? `HTTP ${response.status}`;
}

export class DataApi {
  constructor(private readonly settings: DataApiSettings) {}

  /**
   * One call, after the ledger granted its unit: the answer, or null for 404 (a playlist the
   * provider does not know). Throws ProviderStopped when the budget, the provider's quota or the
   * provider itself stops the work, VideoProviderRefused when the call itself is refused.
   */
  private async call<T>(resource: Resource, params: Record<string, string>): Promise<T | null> {
    const { baseUrl, key, ledger, timeoutMs } = this.settings;
    if (ledger && !(await ledger.spend(1))) throw new ProviderStopped('daily-budget');
    const url = `${baseUrl}/${resource}?${new URLSearchParams({ ...params, key })}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ProviderStopped('unreachable', (error as Error).name);
    }
    if (response.ok) return (await response.json()) as T;
    const reason = await reasonOf(response);
    if (response.status === 404) return null;
    if (response.status === 403 && QUOTA_REASONS.has(reason))
      throw new ProviderStopped('provider-quota', reason);
    if (response.status === 429 || response.status >= 500) throw new ProviderStopped('unreachable', reason);
    throw new VideoProviderRefused(response.status, reason);
  }

  /** The state of each video; once the work stops, the ids not yet checked are `unchecked`. */
  async videos(videoIds: readonly string[]): Promise<VideoRun> {
    const batches = chunks([...new Set(videoIds)], IDS_PER_CALL);
    const results: Array<VideoFacts[] | undefined> = [];
    let stopped: ProviderStopped | undefined;
    await inPool(batches.length, CONCURRENT_CALLS, async (index) => {
      if (stopped) return;
      const batch = batches[index]!;
      try {
        const answer = await this.call<ApiList<ApiVideo>>('videos', {
          part: 'status,contentDetails,snippet',
          id: batch.join(','),
          maxResults: String(IDS_PER_CALL),
        });
        if (!answer) throw new ProviderStopped('unreachable', 'HTTP 404');
        const byId = new Map((answer.items ?? []).map((video) => [video.id, video]));
        results[index] = batch.map((id) => videoFacts(id, byId.get(id)));
      } catch (error) {
        if (!(error instanceof ProviderStopped)) throw error;
        stopped ??= error;
      }
    });
    return {
      found: results.flatMap((facts) => facts ?? []),
      unchecked: batches.flatMap((batch, index) => (results[index] ? [] : batch)),
      ...(stopped ? { stopped } : {}),
    };
  }

  /** The playlist with its playable items and their lengths; null for one the provider does not know. */
  async playlist(playlistId: string): Promise<PlaylistFacts | null> {
    const found = await this.call<ApiList<ApiPlaylist>>('playlists', {
      part: 'snippet',
      id: playlistId,
      maxResults: '1',
    });
    const playlist = found?.items?.[0];
    if (!playlist) return null;
    const items = await this.playlistItems(playlistId);
    if (!items) return null;
    const listed = items.flatMap((item) => {
      const videoId = playableVideoId(item);
      return videoId ? [{ videoId, title: item.snippet?.title ?? '' }] : [];
    });
    // The items' lengths, and a last look at each video: one gone since it was listed is skipped too.
    const checks = await this.videos(listed.map((item) => item.videoId));
    if (checks.stopped) throw checks.stopped;
    const facts = new Map(checks.found.map((video) => [video.videoId, video]));
    const playable: PlaylistItem[] = listed.flatMap(({ videoId, title }) => {
      const video = facts.get(videoId);
      if (!video || video.state === 'removed' || video.state === 'private') return [];
      return [{ videoId, title, ...(video.seconds !== undefined ? { seconds: video.seconds } : {}) }];
    });
    return {
      playlistId: playlist.id,
      title: playlist.snippet?.title ?? '',
      channel: playlist.snippet?.channelTitle ?? '',
      items: playable,
      skipped: items.length - playable.length,
    };
  }

  /** Every item of the playlist, page by page; null when the provider does not know it. */
  private async playlistItems(playlistId: string): Promise<ApiPlaylistItem[] | null> {
    const items: ApiPlaylistItem[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.call<ApiList<ApiPlaylistItem>>('playlistItems', {
        part: 'snippet,contentDetails,status',
        playlistId,
        maxResults: String(IDS_PER_CALL),
        ...(pageToken ? { pageToken } : {}),
      });
      if (!answer) return null;
      items.push(...(answer.items ?? []));
      pageToken = answer.nextPageToken;
      if (!pageToken) return items;
    }
    log.warn('A playlist has more pages than YouTube allows; the rest is left out', { playlistId });
    return items;
  }
}
