/**
 * Checking every lesson's video at scale: 100,000 lessons, each its own video (the worst case: no
 * video shared by two lessons), put straight into the local provider's store with a few in every
 * bad state, then checked through the provider client with the table's quota ledger, as the content
 * check does. Gives the calls, the quota units and the time, through the Data API and, without a
 * key, through oEmbed (one call a video, no units).
 */

import type { LocalVideoProvider } from '../infra/local/video-provider/server';
import { providerControl } from '../test/support/video-provider';
import { round } from './stats';

export interface ContentCheckFigure {
  /** `Data API` (with a key, or the local provider's copy) or `oEmbed` (without a key). */
  through: string;
  lessons: number;
  calls: number;
  units: number;
  seconds: number;
  videosPerSecond: number;
  problems: number;
  unchecked: number;
}

/** A video id of 11 characters, as YouTube's, for the nth bench video. */
const benchVideoId = (n: number): string => `bench${n.toString(36).padStart(6, '0')}`;

/** Fills the provider with `count` videos: about 1% removed, 0.5% private, 0.25% closed to embedding. */
function fill(provider: LocalVideoProvider, count: number): string[] {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const videoId = benchVideoId(n);
    const state =
      n % 97 === 0 ? 'removed' : n % 193 === 0 ? 'private' : n % 389 === 0 ? 'unembeddable' : 'ok';
    provider.store.setVideo(videoId, { state, title: `Bench lesson ${n}`, seconds: 600 });
    ids.push(videoId);
  }
  return ids;
}

/**
 * Runs the check on a local stack already started (its environment applied: the data layer and the
 * client are loaded here, after it).
 */
export async function runContentCheckBench(
  provider: LocalVideoProvider,
  lessons = 100_000,
  oembedLessons = 10_000,
): Promise<ContentCheckFigure[]> {
  const ids = fill(provider, lessons);
  // The local provider even when a real key is in the environment: the bench must not spend it.
  process.env.YOUTUBE_API_URL = provider.apiUrl;
  process.env.YOUTUBE_OEMBED_URL = provider.oembedUrl;
  const { providerQuota, unitsSpent } = await import('../functions/data/provider-quota');
  const { videoProvider } = await import('../functions/lib/video-provider');
  const control = providerControl(provider.apiUrl);

  const measure = async (through: string, videoIds: string[]): Promise<ContentCheckFigure> => {
    const callsBefore = await control.calls();
    const unitsBefore = await unitsSpent();
    const started = performance.now();
    const { found, unchecked } = await videoProvider({ ledger: providerQuota() }).videos(videoIds);
    const seconds = (performance.now() - started) / 1000;
    const callsAfter = await control.calls();
    const calls = Object.entries(callsAfter).reduce(
      (sum, [path, count]) => sum + count - (callsBefore[path] ?? 0),
      0,
    );
    return {
      through,
      lessons: videoIds.length,
      calls,
      units: (await unitsSpent()) - unitsBefore,
      seconds: round(seconds),
      videosPerSecond: Math.round(videoIds.length / seconds),
      problems: found.filter((video) => video.state !== 'ok').length,
      unchecked: unchecked.length,
    };
  };

  const figures = [await measure('Data API', ids)];
  delete process.env.YOUTUBE_API_URL;
  delete process.env.YOUTUBE_API_KEY;
  figures.push(await measure('oEmbed (no key)', ids.slice(0, oembedLessons)));
  return figures;
}
