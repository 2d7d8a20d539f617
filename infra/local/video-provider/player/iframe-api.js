/*
 * The local provider's IFrame API: `window.YT` with `YT.Player` and `YT.PlayerState`, as the real
 * https://www.youtube.com/iframe_api defines them, driving the embed pages of this provider.
 *
 * A player is made on an existing iframe (whose src is an embed address with `enablejsapi=1`) or on
 * an element id or element, which an iframe replaces. The page and the frame talk by postMessage,
 * JSON strings as the real one sends: the page says `listening` until the frame answers `onReady`,
 * then sends `command`s; the frame sends `infoDelivery` (time, length, state, playback rate, and
 * whether captions show), `onStateChange`, `onPlaybackRateChange` and `onError`. Each side accepts messages only from the other's window and origin.
 */
(() => {
  if (window.YT?.Player) return;

  /** Where the embed pages are: the origin this script came from. */
  const PROVIDER = new URL(document.currentScript.src).origin;

  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  /** How often the page says `listening` until the frame has loaded and answered. */
  const LISTEN_EVERY_MS = 250;

  let lastId = 0;

  /** The iframe made for a player built on another element, as the real API makes it. */
  function frameFor(element, options) {
    const query = new URLSearchParams({ enablejsapi: '1', origin: window.location.origin });
    for (const [name, value] of Object.entries(options.playerVars ?? {})) query.set(name, String(value));
    const frame = document.createElement('iframe');
    frame.id = element.id;
    frame.width = String(options.width ?? 640);
    frame.height = String(options.height ?? 360);
    frame.title = 'Video player';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture';
    frame.src = `${PROVIDER}/embed/${encodeURIComponent(options.videoId ?? '')}?${query}`;
    element.replaceWith(frame);
    return frame;
  }

  /**
   * True once the frame holds a page from another origin (the embed page, or on its way there).
   * Before, it is the empty page every iframe starts with, which a message addressed to the
   * provider's origin would not reach (the browser would log the mismatch as an error).
   */
  function frameLeftBlank(frame) {
    try {
      return frame.contentWindow?.location.href === undefined;
    } catch {
      return true;
    }
  }

  class Player {
    constructor(target, options = {}) {
      const element = typeof target === 'string' ? document.getElementById(target) : target;
      if (!element) throw new Error(`YT.Player: there is no element ${target}`);
      this.id = ++lastId;
      this.frame = element.tagName === 'IFRAME' ? element : frameFor(element, options);
      this.origin = new URL(this.frame.src, window.location.href).origin;
      this.events = options.events ?? {};
      this.ready = false;
      this.info = {
        currentTime: 0,
        duration: 0,
        playerState: PlayerState.UNSTARTED,
        playbackRate: 1,
        captions: false,
      };
      /** When the last time arrived, so the time can be told between deliveries while playing. */
      this.deliveredAt = performance.now();
      this.onMessage = (event) => this.receive(event);
      window.addEventListener('message', this.onMessage);
      this.listen = () => {
        if (frameLeftBlank(this.frame)) this.post({ event: 'listening' });
      };
      // Every page the frame loads (a reload too) learns of this player again.
      this.frame.addEventListener('load', this.listen);
      this.listening = setInterval(() => this.ready || this.listen(), LISTEN_EVERY_MS);
      this.listen();
    }

    post(message) {
      this.frame.contentWindow?.postMessage(
        JSON.stringify({ ...message, id: this.id, channel: 'widget' }),
        this.origin,
      );
    }

    command(func, args = []) {
      if (this.ready) this.post({ event: 'command', func, args });
    }

    receive(event) {
      if (event.source !== this.frame.contentWindow || event.origin !== this.origin) return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message?.channel !== 'widget' || message.id !== this.id) return;
      switch (message.event) {
        case 'onReady':
          if (this.ready) return;
          this.ready = true;
          clearInterval(this.listening);
          this.events.onReady?.({ target: this });
          return;
        case 'infoDelivery':
          Object.assign(this.info, message.info);
          this.deliveredAt = performance.now();
          return;
        case 'onStateChange':
          this.info.playerState = message.info;
          this.events.onStateChange?.({ data: message.info, target: this });
          return;
        case 'onPlaybackRateChange':
          this.info.playbackRate = message.info;
          this.events.onPlaybackRateChange?.({ data: message.info, target: this });
          return;
        case 'onError':
          this.events.onError?.({ data: message.info, target: this });
          return;
      }
    }

    playVideo() {
      this.command('playVideo');
    }

    pauseVideo() {
      this.command('pauseVideo');
    }

    seekTo(seconds, allowSeekAhead = true) {
      this.info.currentTime = Math.max(0, Number(seconds) || 0);
      this.deliveredAt = performance.now();
      this.command('seekTo', [seconds, allowSeekAhead]);
    }

    /** The second the video is at: the frame's last word, plus the time since while it plays. */
    getCurrentTime() {
      const { currentTime, duration, playerState, playbackRate } = this.info;
      if (playerState !== PlayerState.PLAYING) return currentTime;
      return Math.min(duration, currentTime + ((performance.now() - this.deliveredAt) / 1000) * playbackRate);
    }

    /** As the real one: the frame's last word, so a new rate shows once the frame has taken it. */
    getPlaybackRate() {
      return this.info.playbackRate;
    }

    getAvailablePlaybackRates() {
      return [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
    }

    setPlaybackRate(rate) {
      this.command('setPlaybackRate', [rate]);
    }

    /** `captions` shows the captions, `unloadModule('captions')` hides them, as the real player's modules. */
    loadModule(name) {
      this.command('loadModule', [name]);
    }

    unloadModule(name) {
      this.command('unloadModule', [name]);
    }

    getDuration() {
      return this.info.duration;
    }

    getPlayerState() {
      return this.info.playerState;
    }

    getIframe() {
      return this.frame;
    }

    destroy() {
      clearInterval(this.listening);
      window.removeEventListener('message', this.onMessage);
      this.frame.removeEventListener('load', this.listen);
      this.frame.remove();
    }
  }

  window.YT = { Player, PlayerState, loaded: 1 };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
