/**
 * Video checks without a Data API key: YouTube's oEmbed endpoint, one call per video and no quota.
 * It tells a video's state only through its quirks, so only the answers known to mean a state are
 * read as one; anything else leaves the video unchecked rather than guessing it removed.
 */

import type { VideoRun } from './data-api';
import { ProviderStopped } from './errors';
import { inPool } from './pool';
import type { VideoFacts } from './types';

/** Calls in flight at once: oEmbed is one call per video. */
const CONCURRENT_CALLS = 8;

/**
 * What one oEmbed answer says about a video, or undefined when it says nothing sure:
 * - 200 with JSON: it can be embedded (the JSON has its title);
 * - 401: its owner closed it to embedding;
 * - 404: it was removed (or never existed);
 * - 403, or 200 with the body "Forbidden" (or anything but JSON): it is private.
 */
export function oembedFacts(videoId: string, status: number, body: string): VideoFacts | undefined {
  if (status === 401) return { videoId, state: 'unembeddable' };
  if (status === 404) return { videoId, state: 'removed' };
  if (status === 403) return { videoId, state: 'private' };
  if (status !== 200) return undefined;
  try {
    const parsed = JSON.parse(body) as { title?: unknown } | null;
    if (parsed && typeof parsed === 'object') {
      return { videoId, state: 'ok', ...(typeof parsed.title === 'string' ? { title: parsed.title } : {}) };
    }
  } catch {
    // "Forbidden", or a page that is not oEmbed's: read below as private.
  }
  return { videoId, state: 'private' };
}

export const watchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

/** Checks each video through oEmbed at `endpoint`; answers that say nothing sure leave it unchecked. */
export async function oembedVideos(
  videoIds: readonly string[],
  endpoint: string,
  timeoutMs: number,
): Promise<VideoRun> {
  const ids = [...new Set(videoIds)];
  const results: Array<VideoFacts | undefined> = [];
  const unclear: string[] = [];
  await inPool(ids.length, CONCURRENT_CALLS, async (index) => {
    const videoId = ids[index]!;
    const url = `${endpoint}?${new URLSearchParams({ url: watchUrl(videoId), format: 'json' })}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      results[index] = oembedFacts(videoId, response.status, await response.text());
      if (!results[index]) unclear.push(`HTTP ${response.status}`);
    } catch (error) {
      unclear.push((error as Error).name);
    }
  });
  const found = results.filter((facts): facts is VideoFacts => facts !== undefined);
  const unchecked = ids.filter((_, index) => !results[index]);
  const stopped =
    unchecked.length > 0 ? new ProviderStopped('unreachable', [...new Set(unclear)].join(', ')) : undefined;
  return { found, unchecked, ...(stopped ? { stopped } : {}) };
}
