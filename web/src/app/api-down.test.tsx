/**
 * A logged-in learner reloads a login-only page while LearnFree's API cannot be reached: they stay
 * logged in, the page says "Can't reach LearnFree right now" with "Try again", and "Try again"
 * brings the page back once the API answers. Only a 401 sends them to log in.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FakeWebSocket } from '../../../test/support/fake-web-socket';
import { type StubAnswer, stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes, type TestRoute } from '../../../test/support/render-routes';
import { accountLoader } from '../features/account/loaders';
import AccountPage from '../features/account/routes/account-page';
import { RequireLogin } from '../features/auth/guards';
import { SessionProvider } from '../features/auth/session';
import CommunityPage from '../features/community/routes/community-page';
import { dashboardLoader, playLoader } from '../features/learning/loaders';
import DashboardPage from '../features/learning/routes/dashboard-page';
import PlayPage from '../features/learning/routes/play-page';
import { Navbar } from './navbar';

const UNREACHABLE = /Can't reach LearnFree right now/;
const realWebSocket = globalThis.WebSocket;

const page = (element: ReactNode) => (
  <>
    <Navbar />
    <RequireLogin>{element}</RequireLogin>
  </>
);

const ROUTES: TestRoute[] = [
  { path: '/dashboard', loader: dashboardLoader, element: page(<DashboardPage />) },
  { path: '/account', loader: accountLoader, element: page(<AccountPage />) },
  { path: '/play/:id', loader: playLoader, element: page(<PlayPage />) },
  { path: '/community', element: page(<CommunityPage />) },
  { path: '/login', element: <p>login page</p> },
];

/** What the API answers while it is up: the learner's session and an empty dashboard. */
function upAnswer(path: string): StubAnswer {
  if (path.startsWith('/api/token/refresh'))
    return { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } };
  if (path === '/api/users/dashboard') return { status: 200, body: { courseEnrolled: [], courseLoved: [] } };
  if (path === '/api/users/me')
    return { status: 200, body: { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' } };
  return { status: 200, body: [] };
}

/** The API as `state` says: unreachable (no answer), failing (503), or up. */
function serveApi(state: { now: 'unreachable' | 'failing' | 'up' }) {
  return stubFetch(({ path }) => {
    if (state.now === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    if (state.now === 'failing') return { status: 503, body: { message: 'Service Unavailable' } };
    return upAnswer(path);
  });
}

const open = (path: string) => renderRoutes(ROUTES, path, undefined, SessionProvider);

beforeEach(() => {
  FakeWebSocket.reset();
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
});

afterEach(() => {
  globalThis.WebSocket = realWebSocket;
});

describe('a reload while the API cannot be reached', () => {
  it.each([
    ['/dashboard', 'unreachable'],
    ['/account', 'unreachable'],
    ['/play/c1', 'unreachable'],
    ['/community', 'unreachable'],
    ['/dashboard', 'failing'],
    ['/community', 'failing'],
  ] as const)('keeps the learner on %s (API %s), logged in, with the page saying so', async (path, now) => {
    serveApi({ now });
    const router = open(path);
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.location.pathname).toBe(path);
    // Still logged in: the account menu, without the name the server could not give.
    expect(await screen.findByRole('button', { name: 'Account menu: Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('brings the dashboard back with "Try again" once the API answers, asking for the session first', async () => {
    const api = { now: 'unreachable' as 'unreachable' | 'up' };
    const calls = serveApi(api);
    open('/dashboard');
    await screen.findByText(UNREACHABLE);
    api.now = 'up';
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Hey! Pick some course to continue' }),
    ).toBeInTheDocument();
    expect(calls.slice(asked).map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/token/refresh?account=1', '/api/users/dashboard']),
    );
    // The page load's session was never confirmed: the retry still asks for the account with it.
    expect(calls.slice(asked)[0]?.path).toBe('/api/token/refresh?account=1');
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
  });

  it('opens the chat with "Try again" on the community page once the API answers', async () => {
    const api = { now: 'unreachable' as 'unreachable' | 'up' };
    serveApi(api);
    open('/community');
    await screen.findByText(UNREACHABLE);
    expect(FakeWebSocket.instances).toHaveLength(0);
    api.now = 'up';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  });

  it('still sends a learner whose session has ended (401) to log in', async () => {
    stubFetch(() => ({ status: 401, body: { msg: 'Your session has ended, please log in again.' } }));
    const router = open('/dashboard');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });
});
