import { DEFAULT_PREFERENCES } from '@shared/preferences';
import { THEME_STORAGE_KEY } from '@shared/theme';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubCall, stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes } from '../../../test/support/render-routes';
import { asLearner } from '../../../test/support/web-session';
import { SessionProvider } from '../features/auth';
import { LOGGED_OUT, setSession } from '../features/auth/session-store';
import { AccountMenu } from './account-menu';
import { ThemeSwitch } from './theme-switch';

const html = () => document.documentElement;
const themeSaves = (calls: StubCall[]) =>
  calls.filter((c) => c.path === '/api/users/me/preferences').map((c) => c.body);

function stubAccount(theme = DEFAULT_PREFERENCES.theme) {
  return stubFetch((call) =>
    call.path === '/api/users/me'
      ? { status: 200, body: { _id: 'me', name: 'Asha', preferences: { ...DEFAULT_PREFERENCES, theme } } }
      : call.path === '/api/users/me/preferences'
        ? { status: 200, body: { msg: 'Your picks are updated.' } }
        : { status: 404, body: {} },
  );
}

const render = (element: React.ReactNode) =>
  renderRoutes([{ path: '/', element: <SessionProvider>{element}</SessionProvider> }], '/');

const option = (name: string) =>
  within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name });

afterEach(() => {
  localStorage.clear();
  html().removeAttribute('data-theme');
  act(() => setSession(LOGGED_OUT));
});

describe('the theme switch', () => {
  it('starts on System, and each choice shows at once and is kept on this device', async () => {
    const calls = stubAccount();
    act(() => setSession(LOGGED_OUT));
    render(<ThemeSwitch />);
    expect(option('System')).toHaveAttribute('aria-pressed', 'true');
    expect(html()).not.toHaveAttribute('data-theme');

    await userEvent.click(option('Dark'));
    expect(option('Dark')).toHaveAttribute('aria-pressed', 'true');
    expect(option('System')).toHaveAttribute('aria-pressed', 'false');
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(option('Light'));
    expect(html()).toHaveAttribute('data-theme', 'light');

    // System leaves the device's own setting in charge: no attribute, nothing stored.
    await userEvent.click(option('System'));
    expect(html()).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    // A visitor's choice stays in the browser.
    expect(themeSaves(calls)).toEqual([]);
  });

  it("saves a learner's choice on their account too", async () => {
    const calls = stubAccount();
    asLearner();
    render(<ThemeSwitch />);
    await userEvent.click(option('Dark'));
    await waitFor(() => expect(themeSaves(calls)).toEqual([{ theme: 'dark' }]));
  });

  it("applies the account's theme once the learner is logged in, and offers the switch in the account menu", async () => {
    stubAccount('dark');
    asLearner('Asha');
    render(<AccountMenu />);
    await waitFor(() => expect(html()).toHaveAttribute('data-theme', 'dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(option('Dark')).toHaveAttribute('aria-pressed', 'true');
  });
});
