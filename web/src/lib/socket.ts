/**
 * A Socket.IO-compatible client over a plain WebSocket, for API Gateway's WebSocket API (which speaks
 * no Socket.IO protocol). It keeps the parts of socket.io-client the app relies on: `io(url, options)`,
 * `on` / `off` / `emit`, `connect()` / `disconnect()`, `connected`, the lifecycle events and
 * reconnection with socket.io-client's backoff. `emit(event, payload)` sends
 * `{"action": event, ...payload}` (API Gateway routes on `action`); a frame `{"event", "data"}` from
 * the server calls the `event` listeners with `data`, and a frame holding an array of them calls each
 * in turn (API Gateway bills every frame, so the server sends what belongs together in one). After
 * every (re)connect it asks for the history. The server sends no pings; with `keepAlive` the client
 * sends one frame after that long without sending any, so API Gateway never closes a quiet socket.
 *
 * A browser never sees why an upgrade was refused, only that it failed; the likeliest reason after a
 * laptop slept or a background tab was throttled is an access cookie that expired meanwhile. So a
 * connection that fails before it opens renews the session once (`refreshSession`) and tries again
 * at once; further failures wait out the backoff as before.
 */
import { TIMING } from '@shared/constants';

/** The part of the browser's WebSocket the client uses; tests pass a fake with the same shape. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => unknown) | null;
  onclose: ((event: CloseEvent) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface SocketOptions {
  /** Kept for socket.io-client compatibility: a same-origin WebSocket always carries the cookies. */
  withCredentials?: boolean;
  /** Connect as soon as `io()` returns (default true). */
  autoConnect?: boolean;
  /** The server path (default `/socket.io`). */
  path?: string;
  reconnection?: boolean;
  /** Attempts before giving up (default unlimited). */
  reconnectionAttempts?: number;
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  randomizationFactor?: number;
  /** How long a connection attempt may take before it counts as failed, in ms. */
  timeout?: number;
  /** The WebSocket implementation (default the browser's). */
  WebSocket?: WebSocketConstructor;
  /**
   * Renews the session cookies; called once per run of failed connects (reset when one opens), and
   * not while the browser says it is offline.
   */
  refreshSession?: () => Promise<unknown>;
  /** Sends `{"action": action}` whenever the open socket has sent nothing for `everyMs`. */
  keepAlive?: KeepAlive;
}

export interface KeepAlive {
  action: string;
  everyMs: number;
}

type Listener = (...args: never[]) => void;

export interface Socket {
  readonly connected: boolean;
  on(event: string, listener: Listener): Socket;
  /** Removes `listener`, or every listener of `event` when it is omitted. */
  off(event: string, listener?: Listener): Socket;
  /** Sends `{"action": event, ...payload}` now, or once connected. */
  emit(event: string, payload?: Record<string, unknown>): Socket;
  connect(): Socket;
  /** Closes the connection for good: no reconnection until `connect()` is called again. */
  disconnect(): Socket;
}

type Settings = Required<
  Omit<SocketOptions, 'WebSocket' | 'withCredentials' | 'refreshSession' | 'keepAlive'>
>;

const DEFAULTS: Settings = {
  autoConnect: true,
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: TIMING.socketReconnectDelayMs,
  reconnectionDelayMax: TIMING.socketReconnectDelayMaxMs,
  randomizationFactor: TIMING.socketRandomization,
  timeout: TIMING.socketTimeoutMs,
};

/**
 * socket.io-client's backoff for the `attempt`-th retry (0-based): the delay doubles from
 * `reconnectionDelay`, a random deviation of up to ±`randomizationFactor` is applied, and the
 * result is capped at `reconnectionDelayMax`.
 */
export function reconnectDelay(
  attempt: number,
  options: Pick<Settings, 'reconnectionDelay' | 'reconnectionDelayMax' | 'randomizationFactor'>,
  random: () => number = Math.random,
): number {
  // The exponent is capped so an endless retry loop never reaches Infinity - Infinity = NaN.
  let ms = options.reconnectionDelay * 2 ** Math.min(attempt, 30);
  if (options.randomizationFactor) {
    const rand = random();
    const deviation = Math.floor(rand * options.randomizationFactor * ms);
    ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  }
  return Math.min(ms, options.reconnectionDelayMax) | 0;
}

/** `ws:` or `wss:` URL of `path` on the server at `url` (default: this page's own origin). */
export function socketUrl(url: string | undefined, path: string): string {
  // A full address needs no page to be read against.
  const base =
    url && URL.canParse(url) ? new URL(url) : new URL(url ?? window.location.href, window.location.href);
  const secure = base.protocol === 'https:' || base.protocol === 'wss:';
  return `${secure ? 'wss:' : 'ws:'}//${base.host}${path}`;
}

class ChatSocket implements Socket {
  connected = false;
  private socket: WebSocketLike | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Frames emitted while offline, sent once connected (as socket.io-client buffers them). */
  private buffer: string[] = [];
  private attempts = 0;
  private wanted = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  /** The session was renewed since the last connection opened: another failure is not the cookie's. */
  private refreshed = false;
  private refreshing = false;
  private keepAliveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly settings: Settings,
    private readonly WebSocketImpl: WebSocketConstructor,
    private readonly refreshSession?: () => Promise<unknown>,
    private readonly keepAlive?: KeepAlive,
  ) {}

  on(event: string, listener: Listener): Socket {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): Socket {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, payload: Record<string, unknown> = {}): Socket {
    const frame = JSON.stringify({ ...payload, action: event });
    if (this.connected && this.socket) this.send(this.socket, frame);
    else this.buffer.push(frame);
    return this;
  }

  /** Sends `frame` and starts the keep-alive's wait over: any frame keeps the socket alive. */
  private send(socket: WebSocketLike, frame: string): void {
    socket.send(frame);
    const keepAlive = this.keepAlive;
    if (!keepAlive) return;
    clearTimeout(this.keepAliveTimer);
    this.keepAliveTimer = setTimeout(() => {
      if (this.socket === socket && this.connected)
        this.send(socket, JSON.stringify({ action: keepAlive.action }));
    }, keepAlive.everyMs);
  }

  connect(): Socket {
    this.wanted = true;
    if (!this.socket && this.reconnectTimer === undefined && !this.refreshing) this.open();
    return this;
  }

  disconnect(): Socket {
    this.wanted = false;
    this.buffer = [];
    this.attempts = 0;
    this.refreshed = false;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.openTimer);
    clearTimeout(this.keepAliveTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  private open(): void {
    const socket = new this.WebSocketImpl(this.url);
    this.socket = socket;
    this.openTimer = setTimeout(() => this.lost(socket, new Error('timeout')), this.settings.timeout);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      clearTimeout(this.openTimer);
      const retried = this.attempts;
      this.attempts = 0;
      this.refreshed = false;
      this.connected = true;
      this.send(socket, JSON.stringify({ action: 'history' }));
      if (retried) this.fire('reconnect', retried);
      this.fire('connect');
      for (const frame of this.buffer.splice(0)) this.send(socket, frame);
    };
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.lost(socket, new Error('websocket error'));
    };
  }

  private receive(raw: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      return;
    }
    for (const frame of Array.isArray(parsed) ? parsed : [parsed]) this.dispatch(frame);
  }

  private dispatch(frame: { event?: unknown; data?: unknown; message?: unknown } | null): void {
    if (typeof frame !== 'object' || frame === null) return;
    if (typeof frame.event === 'string') this.fire(frame.event, frame.data);
    // API Gateway's own answers (`{"message":"Internal server error",...}`) carry no event.
    else if (typeof frame.message === 'string') this.fire('error', { msg: frame.message });
  }

  /** The socket closed or never opened in time: report it and try again unless told to stop. */
  private lost(socket: WebSocketLike, error: Error): void {
    if (this.socket !== socket) return;
    clearTimeout(this.openTimer);
    clearTimeout(this.keepAliveTimer);
    this.socket = null;
    socket.onopen = socket.onclose = socket.onmessage = null;
    if (socket.readyState < 2) socket.close();
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'transport close');
      this.scheduleReconnect();
      return;
    }
    this.fire('connect_error', error);
    if (this.mayRefresh()) void this.refreshThenRetry();
    else this.scheduleReconnect();
  }

  private mayRefresh(): boolean {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      Boolean(this.refreshSession) && !this.refreshed && !offline && this.wanted && this.settings.reconnection
    );
  }

  /** Renews the session, then tries again at once (counted as a reconnection attempt). */
  private async refreshThenRetry(): Promise<void> {
    this.refreshed = true;
    this.refreshing = true;
    try {
      await this.refreshSession?.();
    } catch {
      // The retry finds out whether the session is still good.
    } finally {
      this.refreshing = false;
    }
    if (!this.wanted || this.socket || this.reconnectTimer !== undefined) return;
    this.attempts++;
    this.fire('reconnect_attempt', this.attempts);
    this.open();
  }

  private scheduleReconnect(): void {
    if (!this.wanted || !this.settings.reconnection) return;
    if (this.attempts >= this.settings.reconnectionAttempts) {
      this.fire('reconnect_failed');
      return;
    }
    const delay = reconnectDelay(this.attempts, this.settings);
    this.attempts++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.fire('reconnect_attempt', this.attempts);
      this.open();
    }, delay);
  }
}

/** Opens the chat socket, Socket.IO style: `io()` connects to this site's `/socket.io`. */
export function io(url?: string, options: SocketOptions = {}): Socket {
  const { WebSocket: WebSocketImpl, withCredentials: _, refreshSession, keepAlive, ...rest } = options;
  const given = Object.entries(rest).filter(([, value]) => value !== undefined);
  const settings: Settings = { ...DEFAULTS, ...Object.fromEntries(given) };
  const socket = new ChatSocket(
    socketUrl(url, settings.path),
    settings,
    WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketConstructor),
    refreshSession,
    keepAlive,
  );
  if (settings.autoConnect) socket.connect();
  return socket;
}
