/**
 * Choosing the language: the switch in the navigation bar and the footer keeps the choice (the
 * cookie for a visitor, and the account for a learner) and opens the same page in the other
 * language; a page in Hindi says so in its `lang` attribute and its title; a login brings the
 * account's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubCall, stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes } from '../../../test/support/render-routes';
import { SessionProvider } from '../features/auth';
import { restartSession, setSession } from '../features/auth/session-store';
import CoursesPage from '../features/catalogue/routes/courses-page';
import { currentLanguage, loadMessages, navigation, setCurrentLanguage, startPageLanguage } from '../i18n';
import { followAccountLanguageOnLogin } from './account-language';
import { Footer } from './footer';
import { Navbar } from './navbar';

const forgetCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${name}=; Path=/; Max-Age=0`;
};

let visited: string[];
beforeEach(() => {
  forgetCookie('lf_lang');
  forgetCookie('lf_session');
  restartSession();
  visited = [];
  jest.spyOn(navigation, 'go').mockImplementation((address) => void visited.push(address));
});
afterEach(() => {
  jest.restoreAllMocks();
  setCurrentLanguage('en');
  document.documentElement.lang = 'en';
});

function serve(answers: (call: StubCall) => { status: number; body: unknown } | undefined = () => undefined) {
  return stubFetch(
    (call) => answers(call) ?? { status: call.path.startsWith('/api/token/refresh') ? 401 : 404, body: {} },
  );
}

function showFrame(path: string) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <Navbar />
            <Footer />
          </SessionProvider>
        ),
      },
    ],
    path,
  );
}

describe('the language switch', () => {
  it('opens the same page in Hindi for a visitor, and keeps the choice in the lf_lang cookie', async () => {
    const calls = serve();
    showFrame('/course?sort=newest');
    const navbar = screen.getByRole('banner');
    const toHindi = within(navbar).getByRole('link', { name: 'हिंदी' });
    expect(toHindi).toHaveAttribute('href', '/hi/course?sort=newest');
    expect(toHindi).toHaveAttribute('hreflang', 'hi');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    await userEvent.click(toHindi);
    await waitFor(() => expect(visited).toEqual(['/hi/course?sort=newest']));
    expect(document.cookie).toContain('lf_lang=hi');
    // A visitor has no account to keep it on.
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('is in the footer too, and leads back to English from a Hindi page', async () => {
    serve();
    setCurrentLanguage('hi');
    await loadMessages('hi', ['shell']);
    showFrame('/about');
    const footer = screen.getByRole('contentinfo');
    const toEnglish = within(footer).getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/about');
    await userEvent.click(toEnglish);
    await waitFor(() => expect(visited).toEqual(['/about']));
    expect(document.cookie).toContain('lf_lang=en');
  });

  it("keeps a learner's choice on the account as well, so it follows them to other devices and their mail", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lf_session=1; Path=/';
    restartSession();
    const calls = serve((call) =>
      call.path.startsWith('/api/token/refresh')
        ? { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } }
        : call.path === '/api/users/me/preferences'
          ? { status: 200, body: { msg: 'Saved.' } }
          : undefined,
    );
    showFrame('/dashboard');
    await screen.findByRole('button', { name: /Account menu for Asha/ });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'हिंदी' }));
    await waitFor(() => expect(visited).toEqual(['/hi/dashboard']));
    expect(calls).toContainEqual({
      path: '/api/users/me/preferences',
      method: 'PUT',
      body: { uiLanguage: 'hi' },
    });
    expect(document.cookie).toContain('lf_lang=hi');
  });
});

describe('a page in Hindi', () => {
  it('says so in its lang attribute, and its text and title are Hindi', async () => {
    serve((call) =>
      call.path.startsWith('/api/course')
        ? { status: 200, body: { items: [], total: 0, facets: { language: {}, category: {}, length: {} } } }
        : undefined,
    );
    await startPageLanguage('/hi/course');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await loadMessages('hi', ['catalogue']);
    renderRoutes([{ path: '/course', element: <CoursesPage /> }], '/course');
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('कोर्स · LearnFree'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('LearnFree का हर कोर्स मुफ़्त है'),
    );
  });

  it('is English at an address without the prefix', async () => {
    await startPageLanguage('/course');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('a login', () => {
  /** Answers `GET /api/users/me` with an account whose language is `uiLanguage`, chosen or a default. */
  const serveAccount = (uiLanguage: string, uiLanguageChosen: boolean) =>
    serve((call) => {
      if (call.path === '/api/users/me')
        return {
          status: 200,
          body: { name: 'Asha', email: 'a@example.org', preferences: { uiLanguage }, uiLanguageChosen },
        };
      if (call.path === '/api/users/me/preferences' && call.method === 'PUT')
        return { status: 200, body: { msg: 'Your picks are updated.', preferences: call.body } };
      return undefined;
    });
  const savedLanguages = (calls: StubCall[]) =>
    calls.filter((c) => c.path === '/api/users/me/preferences').map((c) => [c.method, c.body]);

  it("brings the account's chosen language: the cookie follows it, and the page opens in it", async () => {
    const calls = serveAccount('hi', true);
    window.history.replaceState(null, '', '/dashboard');
    const stop = followAccountLanguageOnLogin();
    setSession({ loggedIn: true, name: 'Asha', role: 'user' });
    await waitFor(() => expect(visited).toEqual(['/hi/dashboard']));
    expect(document.cookie).toContain('lf_lang=hi');
    expect(savedLanguages(calls)).toEqual([]);
    stop();
  });

  it('switches a Hindi page to English when the account chose English', async () => {
    setCurrentLanguage('hi');
    window.history.replaceState(null, '', '/hi/dashboard');
    serveAccount('en', true);
    const stop = followAccountLanguageOnLogin();
    setSession({ loggedIn: true, name: 'Asha', role: 'user' });
    await waitFor(() => expect(visited).toEqual(['/dashboard']));
    expect(document.cookie).toContain('lf_lang=en');
    stop();
  });

  it('leaves a page in the language of the account as it is, and the cookie set to it', async () => {
    serveAccount('en', true);
    const stop = followAccountLanguageOnLogin();
    setSession({ loggedIn: true, name: 'Asha', role: 'user' });
    await waitFor(() => expect(document.cookie).toContain('lf_lang=en'));
    expect(visited).toEqual([]);
    stop();
  });

  it('keeps a Hindi page in Hindi for an account that never chose, and saves Hindi on the account', async () => {
    setCurrentLanguage('hi');
    window.history.replaceState(null, '', '/hi/dashboard');
    // Such an account reads as English: the default, not a choice.
    const calls = serveAccount('en', false);
    const stop = followAccountLanguageOnLogin();
    setSession({ loggedIn: true, name: 'Asha', role: 'user' });
    await waitFor(() => expect(savedLanguages(calls)).toEqual([['PUT', { uiLanguage: 'hi' }]]));
    expect(document.cookie).toContain('lf_lang=hi');
    expect(visited).toEqual([]);
    stop();
  });
});
