import { FakeWebSocket } from '../../../test/support/fake-web-socket';
import { io, reconnectDelay, type SocketOptions, socketUrl } from './socket';

const connectSocket = (options: SocketOptions = {}) =>
  io(undefined, { WebSocket: FakeWebSocket, ...options });
const socketCount = () => FakeWebSocket.instances.length;

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the chat socket', () => {
  it("connects to this site's /socket.io over ws: or wss:", () => {
    connectSocket();
    expect(FakeWebSocket.latest().url).toBe(`ws://${window.location.host}/socket.io`);
    expect(socketUrl('https://learnfree.example/anything', '/socket.io')).toBe(
      'wss://learnfree.example/socket.io',
    );
  });

  it('asks for the history once open, then reports connect', () => {
    const socket = connectSocket();
    const onConnect = jest.fn(() => expect(socket.connected).toBe(true));
    socket.on('connect', onConnect);
    expect(socket.connected).toBe(false);
    FakeWebSocket.latest().acceptConnection();
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.latest().frames()).toEqual([{ action: 'history' }]);
  });

  it('sends emits as action frames and hands server events to their listeners', () => {
    const socket = connectSocket();
    FakeWebSocket.latest().acceptConnection();
    socket.emit('send_chat', { message: 'Hello!' });
    expect(FakeWebSocket.latest().frames().at(-1)).toEqual({ action: 'send_chat', message: 'Hello!' });

    const onChat = jest.fn();
    socket.on('chat', onChat);
    FakeWebSocket.latest().receive({ event: 'chat', data: { user: 'Asha', message: 'Hi' } });
    expect(onChat).toHaveBeenCalledWith({ user: 'Asha', message: 'Hi' });
    socket.off('chat', onChat);
    FakeWebSocket.latest().receive({ event: 'chat', data: { user: 'Asha', message: 'again' } });
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it("reports API Gateway's own error answers as error events", () => {
    const socket = connectSocket();
    const onError = jest.fn();
    socket.on('error', onError);
    FakeWebSocket.latest().acceptConnection();
    FakeWebSocket.latest().receive({ message: 'Internal server error', connectionId: 'x', requestId: 'y' });
    expect(onError).toHaveBeenCalledWith({ msg: 'Internal server error' });
  });

  it('hands each event of a frame that holds several to its listeners, in order', () => {
    const socket = connectSocket();
    FakeWebSocket.latest().acceptConnection();
    const heard: string[] = [];
    socket.on('chat_history', (rows: unknown[]) => heard.push(`history of ${rows.length}`));
    socket.on('presence', (presence: { online: number }) => heard.push(`${presence.online} online`));
    FakeWebSocket.latest().receive([
      { event: 'chat_history', data: [{ message: 'Hi' }] },
      { event: 'presence', data: { online: 3 } },
    ]);
    expect(heard).toEqual(['history of 1', '3 online']);
  });

  it('sends nothing on its own while open, unless asked to keep the socket alive', () => {
    connectSocket();
    FakeWebSocket.latest().acceptConnection();
    jest.advanceTimersByTime(60 * 60_000);
    expect(FakeWebSocket.latest().frames()).toEqual([{ action: 'history' }]);
  });

  it('keeps a quiet socket alive with one frame after each silence of the given length', () => {
    const socket = connectSocket({ keepAlive: { action: 'presence', everyMs: 540_000 } });
    const server = FakeWebSocket.latest();
    server.acceptConnection();
    const actions = () => server.frames().map((f) => f.action);
    jest.advanceTimersByTime(539_999);
    expect(actions()).toEqual(['history']);
    jest.advanceTimersByTime(1);
    expect(actions()).toEqual(['history', 'presence']);
    // A frame the learner sends keeps the socket alive too: the wait starts over from it.
    jest.advanceTimersByTime(300_000);
    socket.emit('send_chat', { message: 'still here' });
    jest.advanceTimersByTime(539_999);
    expect(actions()).toEqual(['history', 'presence', 'send_chat']);
    jest.advanceTimersByTime(1);
    expect(actions()).toEqual(['history', 'presence', 'send_chat', 'presence']);
    // Closed for good: no more frames, and no timer left to send one.
    socket.disconnect();
    jest.advanceTimersByTime(60 * 60_000);
    expect(actions()).toHaveLength(4);
  });

  it('keeps what is emitted while offline and sends it after the history request', () => {
    const socket = connectSocket();
    socket.emit('send_chat', { message: 'typed early' });
    FakeWebSocket.latest().acceptConnection();
    expect(FakeWebSocket.latest().frames()).toEqual([
      { action: 'history' },
      { action: 'send_chat', message: 'typed early' },
    ]);
  });
});

describe('reconnection', () => {
  it("waits socket.io-client's backoff: 1000 ms doubling up to 5000 ms, ±50% at random", () => {
    // Each value picks the deviation (rand * 0.5 * delay) and, by the parity of its first digit, the sign.
    const randoms = [0.3, 0.25, 0.2, 0.9, 0.0];
    const expected = [1150, 1750, 3600, 5000, 5000];
    jest.spyOn(Math, 'random').mockImplementation(() => randoms.shift()!);
    const socket = connectSocket();
    const attempts: number[] = [];
    socket.on('reconnect_attempt', (attempt: number) => attempts.push(attempt));

    for (const [index, delay] of expected.entries()) {
      FakeWebSocket.latest().drop();
      const before = socketCount();
      jest.advanceTimersByTime(delay - 1);
      expect(socketCount()).toBe(before);
      jest.advanceTimersByTime(1);
      expect(socketCount()).toBe(before + 1);
      expect(attempts.at(-1)).toBe(index + 1);
    }
  });

  it('keeps every delay within the ±50% band and never above 5000 ms', () => {
    const settings = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5 };
    const attempts = [...Array.from({ length: 40 }, (_, i) => i), 1023, 1024, 1025, 5000];
    for (const attempt of attempts) {
      for (const rand of [0, 0.11, 0.5, 0.79, 0.999]) {
        const base = 1000 * 2 ** attempt;
        const delay = reconnectDelay(attempt, settings, () => rand);
        expect(delay).toBeGreaterThanOrEqual(Math.min(base * 0.5, 5000));
        expect(delay).toBeLessThanOrEqual(Math.min(base * 1.5, 5000));
      }
    }
  });

  it('never gives up, however many attempts fail', () => {
    const socket = connectSocket();
    const failed = jest.fn();
    socket.on('reconnect_failed', failed);
    for (let attempt = 1; attempt <= 1500; attempt++) {
      FakeWebSocket.latest().drop();
      jest.advanceTimersByTime(5000);
    }
    expect(socketCount()).toBe(1501);
    // Even after that many attempts the wait is still the full 5 s, not a busy loop.
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(4999);
    expect(socketCount()).toBe(1501);
    jest.advanceTimersByTime(1);
    expect(socketCount()).toBe(1502);
    expect(failed).not.toHaveBeenCalled();
  });

  it('gives a connection 20 s to open, then reports a timeout and tries again', () => {
    const socket = connectSocket();
    const errors: Error[] = [];
    socket.on('connect_error', (error: Error) => errors.push(error));
    const first = FakeWebSocket.latest();
    jest.advanceTimersByTime(19_999);
    expect(errors).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(errors.map((e) => e.message)).toEqual(['timeout']);
    expect(first.readyState).toBe(3);
    jest.advanceTimersByTime(1500);
    expect(socketCount()).toBe(2);
  });

  it('asks for the history again after reconnecting, and starts the backoff over', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const socket = connectSocket();
    const events: string[] = [];
    for (const name of ['connect', 'disconnect', 'reconnect']) socket.on(name, () => events.push(name));
    FakeWebSocket.latest().acceptConnection();
    FakeWebSocket.latest().drop();
    expect(socket.connected).toBe(false);
    jest.advanceTimersByTime(1000);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(2000);
    FakeWebSocket.latest().acceptConnection();
    expect(events).toEqual(['connect', 'disconnect', 'reconnect', 'connect']);
    expect(FakeWebSocket.latest().frames()).toEqual([{ action: 'history' }]);

    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(1000);
    expect(socketCount()).toBe(4);
  });

  it('does not reconnect after disconnect(), even from a pending retry', () => {
    const socket = connectSocket();
    const reasons: string[] = [];
    socket.on('disconnect', (reason: string) => reasons.push(reason));
    FakeWebSocket.latest().acceptConnection();
    socket.disconnect();
    expect(reasons).toEqual(['io client disconnect']);
    expect(FakeWebSocket.latest().closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    expect(socketCount()).toBe(1);

    socket.connect();
    FakeWebSocket.latest().drop();
    socket.disconnect();
    jest.advanceTimersByTime(60_000);
    expect(socketCount()).toBe(2);
  });

  it('can stop retrying after a set number of attempts', () => {
    const socket = connectSocket({ reconnectionAttempts: 2 });
    const failed = jest.fn();
    socket.on('reconnect_failed', failed);
    for (let i = 0; i < 3; i++) {
      FakeWebSocket.latest().drop();
      jest.advanceTimersByTime(5000);
    }
    expect(socketCount()).toBe(3);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

describe('a connect that fails before it opens', () => {
  /** A session renewal the test settles when it chooses. */
  function pendingRefresh() {
    let settle: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    return { refresh, settle: () => settle() };
  }
  const flush = () => jest.advanceTimersByTimeAsync(0);

  it('renews the session once, then tries again at once instead of waiting out the backoff', async () => {
    const { refresh, settle } = pendingRefresh();
    const socket = connectSocket({ refreshSession: refresh });
    const attempts: number[] = [];
    socket.on('reconnect_attempt', (attempt: number) => attempts.push(attempt));
    FakeWebSocket.latest().drop();
    expect(refresh).toHaveBeenCalledTimes(1);
    // Nothing is tried with the old cookie while the renewal runs.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(socketCount()).toBe(1);
    settle();
    await flush();
    expect(socketCount()).toBe(2);
    expect(attempts).toEqual([1]);
    FakeWebSocket.latest().acceptConnection();
    expect(socket.connected).toBe(true);
  });

  it('renews only once until a connection opens: later failures back off as before', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const refresh = jest.fn(async () => {});
    connectSocket({ refreshSession: refresh });
    FakeWebSocket.latest().drop();
    await flush();
    expect(socketCount()).toBe(2);
    FakeWebSocket.latest().drop();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(socketCount()).toBe(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(socketCount()).toBe(3);

    // Once a connection has opened, the next refusal may be an expired cookie again.
    FakeWebSocket.latest().acceptConnection();
    FakeWebSocket.latest().drop();
    await jest.advanceTimersByTimeAsync(1000);
    FakeWebSocket.latest().drop();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('waits for the network instead of renewing while the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refresh = jest.fn(async () => {});
    connectSocket({ refreshSession: refresh });
    FakeWebSocket.latest().drop();
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    expect(socketCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(socketCount()).toBe(2);
  });

  it('does not reconnect when the page disconnects while the session is renewed', async () => {
    const { refresh, settle } = pendingRefresh();
    const socket = connectSocket({ refreshSession: refresh });
    FakeWebSocket.latest().drop();
    socket.disconnect();
    settle();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(socketCount()).toBe(1);
  });
});
