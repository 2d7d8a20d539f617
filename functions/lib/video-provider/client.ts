/**
 * The video provider client: the Data API when there is a key (or a local provider to stand in for
 * it), oEmbed otherwise. The choice is made on every call, from the configuration of the moment.
 *
 * The key is YOUTUBE_API_KEY locally and the secret YOUTUBE_API_KEY_ARN names in the cloud, read
 * like the session keys: once per container, again after five minutes.
 */
import { config } from '../config';
import { log } from '../log';
import { cachedSecret } from '../secrets';
import { DataApi, type VideoRun } from './data-api';
import { PlaylistsNeedAKey } from './errors';
import { oembedVideos } from './oembed';
import type { QuotaLedger, VideoChecks, VideoProvider } from './types';

export const YOUTUBE_DATA_API = 'https://www.googleapis.com/youtube/v3';
/** What the client sends as its key to a local provider when no real key is configured. */
const LOCAL_PROVIDER_KEY = 'local-provider';
const KEY_CACHE_MS = 5 * 60 * 1000;
/** Per call: a Data API page answers in well under a second; a stuck one must not hold a route. */
const DEFAULT_TIMEOUT_MS = 5_000;

export interface VideoProviderOptions {
  /** The day's quota, shared by every function (functions/data/provider-quota.ts); unlimited without. */
  ledger?: QuotaLedger;
  /** How long one call may take. */
  timeoutMs?: number;
}

const storedKey = cachedSecret((text) => {
  const key = text?.trim();
  if (!key) throw new Error('The YouTube API key secret is empty');
  return key;
}, KEY_CACHE_MS);

/** The Data API to use now, or undefined when neither a key nor a local provider is configured. */
async function dataApi(options: VideoProviderOptions): Promise<DataApi | undefined> {
  const { value, arn } = config.youtubeApiKey;
  const baseUrl = config.youtubeApiUrl;
  if (!value && !arn && !baseUrl) return undefined;
  const key = value || (arn ? await storedKey(arn) : LOCAL_PROVIDER_KEY);
  return new DataApi({
    baseUrl: baseUrl ?? YOUTUBE_DATA_API,
    key,
    ledger: options.ledger,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}

/** Says once per check how many videos were left and why; the key never reaches the log. */
function reported({ found, unchecked, stopped }: VideoRun): VideoChecks {
  if (stopped) {
    log.warn('Videos left unchecked', {
      unchecked: unchecked.length,
      checked: found.length,
      reason: stopped.reason,
      detail: stopped.detail,
    });
  }
  return { found, unchecked };
}

export function createVideoProvider(options: VideoProviderOptions = {}): VideoProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async playlist(playlistId) {
      const api = await dataApi(options);
      if (!api) throw new PlaylistsNeedAKey();
      try {
        return await api.playlist(playlistId);
      } catch (error) {
        log.warn('Playlist not read', {
          playlistId,
          reason: (error as Error).name,
          detail: (error as Error).message,
        });
        throw error;
      }
    },
    async videos(videoIds) {
      if (videoIds.length === 0) return { found: [], unchecked: [] };
      const api = await dataApi(options);
      return reported(
        api ? await api.videos(videoIds) : await oembedVideos(videoIds, config.youtubeOembedUrl, timeoutMs),
      );
    },
  };
}
