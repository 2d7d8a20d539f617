/*
 * The local provider's embed page: a video that plays in real time. A clock moves the time on while
 * it plays, at the playback rate, up to the video's length, where it ends. It honours `autoplay=1`,
 * `start=S` and `cc_load_policy=1` (captions on) from the address, and with `enablejsapi=1` it takes
 * commands from the page that embeds it (the IFrame API, iframe-api.js: play, pause, seek,
 * `setPlaybackRate`, `loadModule('captions')` / `unloadModule('captions')`) and tells that page its
 * time, state, rate and errors. Its own speed menu and CC button change them as YouTube's do, and
 * the embedding page hears of a new speed (`onPlaybackRateChange`). The line under the controls
 * says the speed and whether captions are on, for whoever looks (and browser tests).
 *
 * It talks only to the embedding page, and only to the origin that page named (`origin=`, or the
 * one in the Referer when the address has none), as the real one does.
 */
(() => {
  const facts = JSON.parse(document.getElementById('video-facts').textContent);
  const query = new URLSearchParams(window.location.search);
  const State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  /** How often the time is shown and told to the embedding page while playing. */
  const TICK_MS = 250;

  /** The origin of an address, or null for anything that is not one. */
  const originOf = (address) => {
    try {
      const { origin } = new URL(address);
      return origin === 'null' ? null : origin;
    } catch {
      return null;
    }
  };
  const parentOrigin = originOf(query.get('origin')) ?? originOf(document.referrer);
  const apiEnabled = query.get('enablejsapi') === '1' && parentOrigin !== null && window.parent !== window;

  const length = facts.seconds;
  const clamp = (seconds) => Math.min(Math.max(Number(seconds) || 0, 0), length);

  let state = State.UNSTARTED;
  let rate = 1;
  let captions = query.get('cc_load_policy') === '1';
  /** The time while not playing; while playing, the time playback started from. */
  let position = clamp(query.get('start'));
  /** `performance.now()` when playback started from `position`; null while not playing. */
  let playingSince = null;
  let ticker = null;
  /** The id of the API player listening to this frame, once it said so. */
  let listener = null;

  const now = () => performance.now();
  const currentTime = () =>
    playingSince === null ? position : Math.min(length, position + ((now() - playingSince) / 1000) * rate);

  function send(event, info) {
    if (!apiEnabled || listener === null) return;
    window.parent.postMessage(JSON.stringify({ event, info, id: listener, channel: 'widget' }), parentOrigin);
  }

  const deliver = () =>
    send('infoDelivery', {
      currentTime: currentTime(),
      duration: length,
      playerState: state,
      playbackRate: rate,
      captions,
    });

  function setState(next) {
    if (next === state) return;
    state = next;
    deliver();
    send('onStateChange', state);
    show();
  }

  function play() {
    if (facts.error !== null || state === State.PLAYING) return;
    if (currentTime() >= length) position = 0;
    setState(State.BUFFERING);
    playingSince = now();
    ticker = setInterval(tick, TICK_MS);
    setState(State.PLAYING);
  }

  function stopClock() {
    position = currentTime();
    playingSince = null;
    clearInterval(ticker);
  }

  function pause() {
    if (state !== State.PLAYING) return;
    stopClock();
    setState(State.PAUSED);
  }

  function tick() {
    if (currentTime() >= length) {
      stopClock();
      setState(State.ENDED);
      return;
    }
    deliver();
    show();
  }

  /** As the real player: a paused video stays paused, any other starts playing from there. */
  function seekTo(seconds) {
    const to = clamp(seconds);
    if (playingSince !== null) playingSince = now();
    position = to;
    if (state !== State.PAUSED && state !== State.PLAYING) play();
    deliver();
    show();
  }

  /** The speeds the real player offers. */
  const RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

  function setPlaybackRate(next) {
    const asked = Number(next);
    if (!RATES.includes(asked) || asked === rate) return;
    // The time so far at the old rate, then on at the new one.
    if (playingSince !== null) {
      position = currentTime();
      playingSince = now();
    }
    rate = asked;
    deliver();
    send('onPlaybackRateChange', rate);
    show();
  }

  function setCaptions(on) {
    if (captions === on) return;
    captions = on;
    deliver();
    show();
  }

  const clock = (seconds) => {
    const whole = Math.floor(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };

  const toggle = document.querySelector('.embed__toggle');
  const bar = document.querySelector('.embed__bar');
  const time = document.querySelector('.embed__time');
  const screen = document.querySelector('.embed__clock');
  const speed = document.querySelector('.embed__speed');
  const captionsButton = document.querySelector('.embed__captions');
  const status = document.querySelector('.embed__status');

  function show() {
    if (!toggle) return;
    const at = currentTime();
    toggle.textContent = state === State.PLAYING ? 'Pause' : 'Play';
    bar.value = at;
    time.textContent = `${clock(at)} / ${clock(length)}`;
    screen.textContent = clock(at);
    speed.value = String(rate);
    captionsButton.setAttribute('aria-pressed', String(captions));
    status.textContent = `Speed ${rate}× · Captions ${captions ? 'on' : 'off'}`;
  }

  toggle?.addEventListener('click', () => (state === State.PLAYING ? pause() : play()));
  speed?.addEventListener('change', () => setPlaybackRate(speed.value));
  captionsButton?.addEventListener('click', () => setCaptions(!captions));

  const COMMANDS = {
    playVideo: play,
    pauseVideo: pause,
    seekTo,
    setPlaybackRate,
    loadModule: (name) => name === 'captions' && setCaptions(true),
    unloadModule: (name) => name === 'captions' && setCaptions(false),
  };

  window.addEventListener('message', (event) => {
    if (!apiEnabled || event.source !== window.parent || event.origin !== parentOrigin) return;
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (message?.channel !== 'widget') return;
    if (message.event === 'listening') {
      const first = listener !== message.id;
      listener = message.id;
      // Shown on the page, for whoever wonders whether the embedding page drives this frame.
      document.body.dataset.drivenBy = parentOrigin;
      send('onReady');
      deliver();
      // What happened before the page listened (autoplay, an error) reaches it once.
      if (!first) return;
      if (facts.error !== null) send('onError', facts.error);
      else if (state !== State.UNSTARTED) send('onStateChange', state);
    } else if (message.event === 'command' && message.id === listener) {
      if (Object.hasOwn(COMMANDS, message.func))
        COMMANDS[message.func](...(Array.isArray(message.args) ? message.args : []));
    }
  });

  show();
  // A video that can play waits cued, as the real one, unless asked to start at once.
  if (facts.error === null) {
    if (query.get('autoplay') === '1') play();
    else setState(State.CUED);
  }
})();
