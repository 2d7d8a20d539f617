/**
 * Where the web app finds the video player: the provider's IFrame API script and its embed pages.
 * The web build carries the file at `PLAYER_SOURCE_PATH` (web/public/video-provider.json), naming
 * the real provider; the local gateway answers that path with the local provider when one is
 * configured (`YOUTUBE=local`), so the same build plays offline. The app reads it when it first
 * shows a video.
 */
export interface PlayerSource {
  /** The IFrame API script. */
  iframeApi: string;
  /** The embed pages' address, to which the video id is appended. */
  embed: string;
}

export const PLAYER_SOURCE_PATH = '/video-provider.json';

/** The real provider: its API script, and its privacy-enhanced embed domain (no cookies until it plays). */
export const REAL_PLAYER: PlayerSource = {
  iframeApi: 'https://www.youtube.com/iframe_api',
  embed: 'https://www.youtube-nocookie.com/embed/',
};

/** The local provider's player at `origin` (`http://localhost:8010`). */
export const localPlayer = (origin: string): PlayerSource => ({
  iframeApi: `${origin}/iframe_api`,
  embed: `${origin}/embed/`,
});
