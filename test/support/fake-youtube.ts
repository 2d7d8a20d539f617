/**
 * A stand-in for the YouTube IFrame API (the part the player uses: YT.Player on an existing
 * iframe, getCurrentTime, seekTo, playVideo, the playback rate, the captions module, destroy,
 * onReady, onStateChange, onPlaybackRateChange and onError), with
 * controls a test uses to play, pause or end the video at a chosen second, or make it fail. The
 * machine running the tests has no internet, so this is how a test drives the real player code.
 *
 * `installFakeYouTube` is self-contained: web tests call it on jsdom's window, and browser tests
 * serve it in place of https://www.youtube.com/iframe_api (`serveFakeYouTube`).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PLAYER_SOURCE_PATH, REAL_PLAYER } from '../../shared/video-player';

/** The controls a test has, on `window.__fakeYouTube`. */
export interface FakeYouTube {
  /** The newest player that was not destroyed. */
  current(): FakePlayerView | undefined;
  /** Every player created, destroyed ones too. */
  players: FakePlayerView[];
}

export interface FakePlayerView {
  videoId: string;
  /** The `start` of the embed address the player was made on. */
  start: number;
  time: number;
  state: number;
  destroyed: boolean;
  /** onReady was delivered: from now on the app can read and seek the video. */
  ready: boolean;
  /** The speed the app set (or the menu chose). */
  rate: number;
  /** Whether captions show: `cc_load_policy=1` in the address, then the captions module. */
  captions: boolean;
  /** The learner picks `rate` in the player's own menu. */
  chooseRate(rate: number): void;
  play(at?: number): void;
  pause(at?: number): void;
  end(): void;
  /** Raises the provider's error `code` (100 removed, 150 not embeddable...). */
  fail(code: number): void;
}

export function installFakeYouTube(win: Window): void {
  type Events = {
    onReady?: (e: unknown) => void;
    onStateChange?: (e: unknown) => void;
    onError?: (e: unknown) => void;
    onPlaybackRateChange?: (e: unknown) => void;
  };
  const players: Record<string, unknown>[] = [];
  function Player(target: HTMLIFrameElement | string, options: { events?: Events }) {
    const frame = (
      typeof target === 'string' ? win.document.getElementById(target) : target
    ) as HTMLIFrameElement;
    const url = new URL(frame.src, win.location.href);
    const start = Number(url.searchParams.get('start') ?? 0);
    const events = options?.events ?? {};
    const player: Record<string, unknown> & {
      time: number;
      state: number;
      destroyed: boolean;
      ready: boolean;
      rate: number;
      captions: boolean;
    } = {
      videoId: url.pathname.split('/').pop() ?? '',
      start,
      time: start,
      state: -1,
      destroyed: false,
      ready: false,
      rate: 1,
      captions: url.searchParams.get('cc_load_policy') === '1',
      getCurrentTime: () => player.time,
      getPlaybackRate: () => player.rate,
      setPlaybackRate: (rate: number) => setRate(rate),
      chooseRate: (rate: number) => setRate(rate),
      loadModule: (name: string) => {
        if (name === 'captions') player.captions = true;
      },
      unloadModule: (name: string) => {
        if (name === 'captions') player.captions = false;
      },
      getPlayerState: () => player.state,
      seekTo: (seconds: number) => {
        player.time = seconds;
      },
      playVideo: () => emit(1),
      pauseVideo: () => emit(2),
      destroy: () => {
        player.destroyed = true;
        frame.remove();
      },
      play: (at?: number) => {
        if (at !== undefined) player.time = at;
        emit(1);
      },
      pause: (at?: number) => {
        if (at !== undefined) player.time = at;
        emit(2);
      },
      end: () => emit(0),
      fail: (code: number) => events.onError?.({ data: code, target: player }),
    };
    function setRate(rate: number) {
      if (rate === player.rate) return;
      player.rate = rate;
      events.onPlaybackRateChange?.({ data: rate, target: player });
    }
    function emit(state: number) {
      player.state = state;
      events.onStateChange?.({ data: state, target: player });
    }
    players.push(player);
    win.setTimeout(() => {
      if (player.destroyed) return;
      events.onReady?.({ target: player });
      player.ready = true;
    }, 0);
    return player;
  }
  Object.assign(win, {
    YT: { Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } },
    __fakeYouTube: {
      players,
      current: () => [...players].reverse().find((p) => !p.destroyed),
    },
  });
}

/** The fake as the script a browser loads from the IFrame API's address. */
const fakeYouTubeScript = `(${installFakeYouTube.toString()})(window);
if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();`;

/**
 * Makes the pages of a browser context play their videos with the fake: the site names YouTube's
 * player, as in the cloud (the test stack names its local provider's), and YouTube's IFrame API
 * address serves the fake. Call it after openPage, whose catch-all for other hosts it overrides.
 */
export async function serveFakeYouTube(context: BrowserContext): Promise<void> {
  await context.route(`**${PLAYER_SOURCE_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(REAL_PLAYER) }),
  );
  await context.route(REAL_PLAYER.iframeApi, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeYouTubeScript }),
  );
}

/** The fake's controls in the page (jsdom or browser). */
export const fakeYouTubeOf = (win: Window): FakeYouTube =>
  (win as Window & { __fakeYouTube: FakeYouTube }).__fakeYouTube;

/** Waits until the video titled `title` is on screen and the app holds its player (browser tests). */
export async function fakeVideoReady(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.player__frame');
    const fake = (window as unknown as { __fakeYouTube?: { current(): { ready: boolean } | undefined } })
      .__fakeYouTube;
    return frame?.title === expected && fake?.current()?.ready === true;
  }, title);
}

/** Moves the fake's video to `seconds`, as if it had played there (browser tests). */
export const setFakeVideoTime = (page: Page, seconds: number) =>
  page.evaluate((to) => {
    (window as unknown as { __fakeYouTube: { current(): FakePlayerView } }).__fakeYouTube.current().time = to;
  }, seconds);
