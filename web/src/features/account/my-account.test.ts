/**
 * The account is read once per page load: the theme (the account menu), the player's settings and
 * the account language share one read, which the page load's session refresh brings along
 * (`?account=1`) or else `GET /api/users/me`; the app's own preference saves change the copy, a
 * logout drops it, and a failed read is asked again.
 */
import type { AccountProfile } from '@shared/account';
import { DEFAULT_PREFERENCES } from '@shared/preferences';
import { stubFetch } from '../../../../test/support/fetch-stub';
import { asLearner } from '../../../../test/support/web-session';
import { refreshSession, setSession } from '../auth';
import { readMyAccount } from './my-account';
import { loadMyPreferences, saveMyPreferences } from './my-preferences';

const profile = (name: string): AccountProfile => ({
  _id: 'u1',
  name,
  email: 'learner@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  preferences: { ...DEFAULT_PREFERENCES, theme: 'light' },
  uiLanguageChosen: true,
  mailUndeliverable: null,
});

/** Answers the account's read with `name`'s profile (or `failing` times a 503 first) and a save with its result. */
function stubAccount(name = 'Test Learner', failing = 0) {
  let failures = failing;
  return stubFetch((call) => {
    if (call.method === 'PUT')
      return {
        status: 200,
        body: { msg: 'Saved.', preferences: { ...profile(name).preferences, ...call.body } },
      };
    if (failures > 0) {
      failures -= 1;
      return { status: 503, body: { msg: 'down' } };
    }
    return { status: 200, body: profile(name) };
  });
}

const reads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/users/me').length;

describe("the page load's account", () => {
  it('is read once for every part of the page that needs it', async () => {
    asLearner();
    const calls = stubAccount();
    const [menu, player, language] = await Promise.all([
      loadMyPreferences(),
      loadMyPreferences(),
      readMyAccount(),
    ]);
    expect(menu?.theme).toBe('light');
    expect(player).toEqual(menu);
    expect(language.data.name).toBe('Test Learner');
    expect(await loadMyPreferences()).toEqual(menu);
    expect(reads(calls)).toBe(1);
  });

  it("follows the app's own saves without reading again", async () => {
    asLearner();
    const calls = stubAccount();
    await loadMyPreferences();
    expect(await saveMyPreferences({ theme: 'dark', playbackRate: 1.5 })).toBe(true);
    expect(await loadMyPreferences()).toMatchObject({ theme: 'dark', playbackRate: 1.5 });
    expect(reads(calls)).toBe(1);
  });

  it('is read again after a logout, for whoever logs in next', async () => {
    asLearner('First Learner');
    stubAccount('First Learner');
    expect((await readMyAccount()).data.name).toBe('First Learner');
    setSession({ loggedIn: false, name: '', role: '' });
    asLearner('Second Learner');
    const calls = stubAccount('Second Learner');
    expect((await readMyAccount()).data.name).toBe('Second Learner');
    expect(reads(calls)).toBe(1);
  });

  it('is asked again when a read failed', async () => {
    asLearner();
    const calls = stubAccount('Test Learner', 1);
    expect(await loadMyPreferences()).toBeNull();
    expect((await loadMyPreferences())?.theme).toBe('light');
    expect(reads(calls)).toBe(2);
  });
});

describe('the account the session refresh brings on load', () => {
  const session = { loggedIn: true, name: 'Test Learner', role: 'user' };

  it('is the one read: no GET /api/users/me, and every part of the page shares it', async () => {
    const calls = stubFetch(({ path }) =>
      path === '/api/token/refresh?account=1'
        ? { status: 200, body: { ...session, account: profile('Test Learner') } }
        : { status: 500, body: { msg: 'not asked' } },
    );
    // The loader or the provider starts the refresh; the account's readers wait for it.
    void refreshSession();
    const [menu, player] = await Promise.all([loadMyPreferences(), loadMyPreferences()]);
    expect(menu?.theme).toBe('light');
    expect(player).toEqual(menu);
    expect((await readMyAccount()).data.email).toBe('learner@example.com');
    expect(calls.map((call) => call.path)).toEqual(['/api/token/refresh?account=1']);
  });

  it('is asked for when the refresh could not reach the server, and LearnFree still answers the account', async () => {
    let refreshes = 0;
    const calls = stubFetch(({ path }) => {
      if (path.startsWith('/api/token/refresh')) {
        refreshes += 1;
        return { status: 503, body: { msg: 'down' } };
      }
      return { status: 200, body: profile('Test Learner') };
    });
    await refreshSession();
    expect((await loadMyPreferences())?.theme).toBe('light');
    expect(refreshes).toBe(1);
    expect(reads(calls)).toBe(1);
  });

  it('is not handed to whoever logs in next', async () => {
    stubFetch(() => ({ status: 200, body: { ...session, account: profile('Test Learner') } }));
    await refreshSession();
    setSession({ loggedIn: false, name: '', role: '' });
    setSession({ loggedIn: true, name: 'Test Learner', role: 'user' });
    const calls = stubAccount('Test Learner');
    expect((await readMyAccount()).status).toBe(200);
    expect(reads(calls)).toBe(1);
  });
});
