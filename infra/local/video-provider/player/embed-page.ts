/**
 * The embed page of the local player (`/embed/{videoId}`): what a video's frame shows, and the
 * error code the frame raises through the IFrame API when the video cannot play there. The codes
 * are the real provider's (https://developers.google.com/youtube/iframe_api_reference#onError).
 */

import { PLAYBACK_RATES } from '../../../../shared/preferences';

export type PlayerVideoState = 'ok' | 'removed' | 'private' | 'unembeddable';

/** What the local provider knows of a video. */
export interface PlayerVideo {
  state: PlayerVideoState;
  title: string;
  seconds: number;
}

/** The provider's error codes, and when the local player raises each. */
export const PLAYER_ERRORS = {
  /** The id is not one a video can have: 11 letters, digits, `-` or `_`. */
  badId: 2,
  /** The video exists but has no stream to play: a length of 0 (set with the control API). */
  html5: 5,
  /** The video is unknown or removed. */
  removed: 100,
  /** The video is private. The real provider raises 101 or 150 for it as for one closed to embedding. */
  private: 101,
  /** The owner does not allow the video on other sites. */
  unembeddable: 150,
  /** The frame cannot tell which site embeds it (no `origin` and no Referer), as the real one refuses. */
  configuration: 153,
} as const;

const VIDEO_ID = /^[\w-]{11}$/;

const isAddress = (value: string | null | undefined): boolean => {
  if (!value) return false;
  try {
    return new URL(value).origin !== 'null';
  } catch {
    return false;
  }
};

/** What the embedding page told about itself: the `origin` parameter, or the Referer the browser sent. */
export interface EmbedRequest {
  origin: string | null;
  referer: string | undefined;
}

/** The code the frame raises for `videoId`, or null when the video plays. */
export function embedError(
  videoId: string,
  video: PlayerVideo | undefined,
  request: EmbedRequest,
): number | null {
  if (!VIDEO_ID.test(videoId)) return PLAYER_ERRORS.badId;
  if (!isAddress(request.origin) && !isAddress(request.referer)) return PLAYER_ERRORS.configuration;
  if (!video || video.state === 'removed') return PLAYER_ERRORS.removed;
  if (video.state === 'private') return PLAYER_ERRORS.private;
  if (video.state === 'unembeddable') return PLAYER_ERRORS.unembeddable;
  if (!(video.seconds > 0)) return PLAYER_ERRORS.html5;
  return null;
}

/** The provider's own words in the frame for each code (the app shows its own message instead). */
const REASONS: Record<number, string> = {
  [PLAYER_ERRORS.badId]: 'An error occurred: the video id is not valid.',
  [PLAYER_ERRORS.html5]: 'An error occurred while playing this video.',
  [PLAYER_ERRORS.removed]: 'This video has been removed by the uploader.',
  [PLAYER_ERRORS.private]: 'This video is private.',
  [PLAYER_ERRORS.unembeddable]: 'Playback on other websites has been disabled by the video owner.',
  [PLAYER_ERRORS.configuration]: 'Video player configuration error.',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The facts the frame's script reads, as a JSON block safe inside HTML (no `<` to end the block). */
const factsBlock = (facts: object): string => JSON.stringify(facts).replace(/</g, '\\u003c');

export function embedPage(videoId: string, video: PlayerVideo | undefined, request: EmbedRequest): string {
  const error = embedError(videoId, video, request);
  const title = error === null && video ? video.title : 'Video unavailable';
  const seconds = error === null && video ? video.seconds : 0;
  const body =
    error === null
      ? `<div class="embed__screen" aria-hidden="true"><span class="embed__clock">0:00</span></div>
    <div class="embed__controls">
      <button type="button" class="embed__toggle">Play</button>
      <progress class="embed__bar" max="${seconds}" value="0" aria-label="Position in the video"></progress>
      <span class="embed__time">0:00 / 0:00</span>
      <label class="embed__setting">Speed
        <select class="embed__speed">${PLAYBACK_RATES.map((rate) => `<option value="${rate}">${rate}×</option>`).join('')}</select>
      </label>
      <button type="button" class="embed__captions" aria-pressed="false">CC</button>
    </div>
    <p class="embed__status" role="status"></p>`
      : `<div class="embed__error">
      <p class="embed__reason">${escapeHtml(REASONS[error] ?? 'An error occurred.')}</p>
      <p>Error code: ${error}</p>
    </div>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="/player/embed.css">
</head>
<body>
  <script type="application/json" id="video-facts">${factsBlock({ videoId, title, seconds, error })}</script>
  <main class="embed">
    <h1 class="embed__title">${escapeHtml(title)}</h1>
    ${body}
  </main>
  <script src="/player/embed.js"></script>
</body>
</html>
`;
}
