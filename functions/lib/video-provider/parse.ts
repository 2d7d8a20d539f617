/** How the Data API's answers become the product's facts: pure functions, tested on their own. */
import type { ApiPlaylistItem, ApiVideo } from './api-shapes';
import type { VideoFacts, VideoState } from './types';

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds of an ISO 8601 duration as the Data API writes it (`PT1H2M3S`, `P1DT2H` for a stream of
 * a day and more). Undefined for what it cannot read and for `P0D`, which is a live stream's: a
 * length of zero would only mislead a course's total.
 */
export function secondsOf(duration: string | undefined): number | undefined {
  const match = duration ? ISO_DURATION.exec(duration) : null;
  if (!match || duration === 'P' || duration?.endsWith('T')) return undefined;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 86_400 + Number(hours) * 3_600 + Number(minutes) * 60 + Math.round(Number(seconds));
  return total > 0 ? total : undefined;
}

const GONE_UPLOADS = new Set(['deleted', 'failed', 'rejected']);

/**
 * A video's state from its `videos.list` item: an id the answer leaves out does not exist (or is
 * hidden from everyone but its owner); then privacy, then embedding.
 */
export function stateOf(video: ApiVideo | undefined): VideoState {
  if (!video || GONE_UPLOADS.has(video.status?.uploadStatus ?? '')) return 'removed';
  if (video.status?.privacyStatus === 'private') return 'private';
  if (video.status?.embeddable === false) return 'unembeddable';
  return 'ok';
}

/** What one `videos.list` item (or its absence) says about `videoId`. */
export function videoFacts(videoId: string, video: ApiVideo | undefined): VideoFacts {
  const state = stateOf(video);
  if (state === 'removed' || state === 'private') return { videoId, state };
  const title = video?.snippet?.title;
  const seconds = secondsOf(video?.contentDetails?.duration);
  return {
    videoId,
    state,
    ...(title ? { title } : {}),
    ...(seconds !== undefined ? { seconds } : {}),
  };
}

/** The titles the Data API gives playlist items whose video is gone or hidden. */
const PLACEHOLDER_TITLES = new Set(['Deleted video', 'Private video']);

/** The video id of a playlist item that can be played, or undefined for a deleted or private one. */
export function playableVideoId(item: ApiPlaylistItem): string | undefined {
  if (PLACEHOLDER_TITLES.has(item.snippet?.title ?? '')) return undefined;
  if (item.status?.privacyStatus === 'private') return undefined;
  return item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
}
