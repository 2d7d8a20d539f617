/**
 * The YouTube IFrame API, loaded once and only when a player needs it. The player works without
 * it (a plain embed); the API adds what a plain embed cannot: the current second, seeking without
 * reloading, the pause and end events, and the provider's error codes. Its script is also the
 * player's sign of life: when it cannot be fetched at all (offline, the provider blocked on this
 * network) the embed cannot load either, and the load says `unreachable`. When it arrives but the
 * API does not get ready in time, the load says `late` and the plain embed stays.
 * The script comes from the player source (player-source.ts): YouTube's, or the local provider's.
 */

/** The states the API reports (YT.PlayerState). */
export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2 } as const;

/** The small part of a YT.Player the product uses. */
export interface YouTubePlayer {
  getCurrentTime(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  setPlaybackRate(rate: number): void;
  getPlaybackRate(): number;
  /** `captions`: shows the captions (the video's default track); `unloadModule` hides them. */
  loadModule(name: 'captions'): void;
  unloadModule(name: 'captions'): void;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  events: {
    onReady?(event: { target: YouTubePlayer }): void;
    onStateChange?(event: { data: number; target: YouTubePlayer }): void;
    /** The video cannot play here: the provider's error code (2, 5, 100, 101, 150, 153). */
    onError?(event: { data: number; target: YouTubePlayer }): void;
    /** The speed changed, by `setPlaybackRate` or in the player's own settings menu. */
    onPlaybackRateChange?(event: { data: number; target: YouTubePlayer }): void;
  };
}

export interface YouTubeApi {
  Player: new (frame: HTMLIFrameElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

/** What a load gives: the API, or why not. */
export type ApiLoad = { api: YouTubeApi } | { failed: 'unreachable' | 'late' };

type ApiWindow = Window & { YT?: Partial<YouTubeApi>; onYouTubeIframeAPIReady?: () => void };

/** Long enough for a slow connection; after it the plain embed simply stays as it is. */
const READY_TIMEOUT_MS = 10_000;

let loading: Promise<'unreachable' | 'done'> | undefined;

const ready = (w: ApiWindow): YouTubeApi | null =>
  typeof w.YT?.Player === 'function' ? (w.YT as YouTubeApi) : null;

/** `scriptUrl`: the IFrame API script of the player source. */
export function loadYouTubeApi(scriptUrl: string): Promise<ApiLoad> {
  const w = window as ApiWindow;
  const loaded = ready(w);
  if (loaded) return Promise.resolve({ api: loaded });
  loading ??= new Promise<'unreachable' | 'done'>((resolve) => {
    const script = document.createElement('script');
    const finish = (outcome: 'unreachable' | 'done') => {
      clearTimeout(timer);
      // Settled either way: a loaded API is read from the window from now on, and a failed load
      // may work on the next try (the connection may be back by then).
      loading = undefined;
      if (outcome === 'unreachable' || !ready(w)) script.remove();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('done'), READY_TIMEOUT_MS);
    const previous = w.onYouTubeIframeAPIReady;
    // The API calls this global once it is ready; keep any other page's handler working.
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      finish('done');
    };
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => finish('unreachable');
    document.head.append(script);
  });
  // Hand out the API on the window now, not the one a load resolved with: a page that outlived an
  // earlier load (or a test that removed the API) must not drive a player the window no longer has.
  return loading.then((outcome) => {
    const api = ready(w);
    if (api) return { api };
    return { failed: outcome === 'unreachable' ? 'unreachable' : 'late' };
  });
}
