import { TIMING } from '@shared/constants';
import { act, render, screen, waitFor } from '@testing-library/react';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../test/support/render-routes';
import { SessionProvider, useSession } from './session';
import {
  getSessionSnapshot,
  knownSession,
  refreshSession,
  restartSession,
  setSession,
  whenLoggedIn,
} from './session-store';

const hasMarker = () => /(?:^|;\s*)lf_session=1/.test(document.cookie);

function forgetMarker() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'lf_session=; Max-Age=0; Path=/';
  restartSession();
}

function WhoIsThere() {
  const { ready, loggedIn, name } = useSession();
  if (!ready) return <p>checking</p>;
  return <p>{loggedIn ? `hello ${name || 'unknown'}` : 'nobody'}</p>;
}

function openSession(answer: (call: StubCall) => StubAnswer) {
  const calls = stubFetch(answer);
  render(
    <SessionProvider>
      <WhoIsThere />
    </SessionProvider>,
  );
  return calls;
}

describe('the session on load', () => {
  it('asks the server nothing for a visitor without the session marker, and knows at once', async () => {
    forgetMarker();
    const calls = openSession(() => ({ status: 500, body: {} }));
    expect(screen.getByText('nobody')).toBeInTheDocument();
    // render() has run the provider's effects, where a refresh would have started.
    expect(calls).toEqual([]);
  });

  it('refreshes when the marker is there, and waits for the answer before deciding', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = stubFetch(async () => {
      await answered;
      return { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } };
    });
    render(
      <SessionProvider>
        <WhoIsThere />
      </SessionProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('hello Asha')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/token/refresh?account=1']);
  });

  it('drops a marker the server no longer backs, so the next visit asks nothing', async () => {
    openSession(() => ({ status: 401, body: { msg: 'Your session has ended, please log in again.' } }));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(hasMarker()).toBe(false);
  });

  it.each([
    ['a 503', () => ({ status: 503, body: {} })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the session and the marker after %s: only a 401 means logged out', async (_, answer) => {
    openSession(answer);
    expect(await screen.findByText('hello unknown')).toBeInTheDocument();
    expect(hasMarker()).toBe(true);
  });

  it('keeps who was logged in when a later refresh cannot reach the server', async () => {
    let up = true;
    stubFetch(() =>
      up ? { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } } : { status: 502, body: {} },
    );
    expect(await refreshSession()).toMatchObject({ loggedIn: true, name: 'Asha' });
    up = false;
    expect(await refreshSession()).toMatchObject({ loggedIn: true, name: 'Asha' });
    expect(getSessionSnapshot()).toMatchObject({ ready: true, unconfirmed: true });
  });
});

describe('the refreshes after the first', () => {
  afterEach(() => jest.useRealTimers());

  const asha = { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } };

  it('come every 870 s, 30 s before the 15-minute access token expires, and ask for the session alone', async () => {
    jest.useFakeTimers();
    const opened = Date.now();
    const calls = openSession(() => asha);
    // Waiting for the answer moves the fake clock on a little: the timer counts from `opened`.
    expect(await screen.findByText('hello Asha')).toBeInTheDocument();
    expect(TIMING.sessionRefreshMs).toBe(870_000);
    await act(async () => jest.advanceTimersByTime(opened + TIMING.sessionRefreshMs - 1 - Date.now()));
    expect(calls.map((c) => c.path)).toEqual(['/api/token/refresh?account=1']);
    await act(async () => jest.advanceTimersByTime(1));
    await act(async () => jest.advanceTimersByTime(TIMING.sessionRefreshMs));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/token/refresh?account=1',
      '/api/token/refresh',
      '/api/token/refresh',
    ]);
  });

  it('ask for the session alone after a login on the page', async () => {
    forgetMarker();
    const calls = stubFetch(() => asha);
    expect(await refreshSession()).toMatchObject({ loggedIn: false });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lf_session=1; Path=/';
    setSession({ loggedIn: true, name: 'Asha', role: 'user' });
    await refreshSession();
    expect(calls.map((c) => c.path)).toEqual(['/api/token/refresh']);
  });
});

describe("a login-only page's loader", () => {
  it('asks for its data only after the session refresh has answered', async () => {
    const calls = stubFetch(({ path }) =>
      path.startsWith('/api/token/refresh')
        ? { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } }
        : { status: 200, body: { mine: true } },
    );
    const load = () => fetch('/api/mine').then((response) => response.json());
    renderRoutes([{ path: '/mine', loader: () => whenLoggedIn(load), element: <p>mine</p> }], '/mine');
    await screen.findByText('mine');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(['/api/token/refresh?account=1', '/api/mine']),
    );
  });

  it('asks for the session again first when the last refresh could not reach the server', async () => {
    let up = false;
    const calls = stubFetch(({ path }) => {
      if (!up) return { status: 503, body: {} };
      return path.startsWith('/api/token/refresh')
        ? { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } }
        : { status: 200, body: { mine: true } };
    });
    await refreshSession();
    up = true;
    await whenLoggedIn(() => fetch('/api/mine'));
    // Neither refresh had a verdict before the second: both ask for the account of the page load.
    expect(calls.map((c) => c.path)).toEqual([
      '/api/token/refresh?account=1',
      '/api/token/refresh?account=1',
      '/api/mine',
    ]);
    expect(getSessionSnapshot().session.name).toBe('Asha');
    expect(getSessionSnapshot().unconfirmed).toBeFalsy();
  });

  it('asks nothing for a visitor without a session (the guard sends them to log in)', async () => {
    forgetMarker();
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    const loaded = jest.fn(async () => 'data');
    void whenLoggedIn(loaded);
    expect(await knownSession()).toMatchObject({ loggedIn: false });
    await Promise.resolve();
    expect(loaded).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
