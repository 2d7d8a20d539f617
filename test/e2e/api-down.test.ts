/**
 * LearnFree's API out of reach, in Chromium against the local stack at 1280 px (the states do not
 * depend on the width): a logged-in learner who reloads a login-only page while every `/api/` call
 * fails stays on it, still logged in, and sees "Can't reach LearnFree right now" with "Try again",
 * which brings the page back once the API answers. A verification link opened a second time says
 * the address is verified already, with the way to log in clear of the message.
 */
import {
  logInThroughApi,
  openPage,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';

jest.setTimeout(120_000);

const app = startAppForFile();
const UNREACHABLE = "Can't reach LearnFree right now";
const API = '**/api/**';

let tp: TestPage;
let verifyPath: string;

beforeAll(async () => {
  tp = await openPage(app);
  // Verifies from the mail's link and logs in, as a new learner does.
  ({ verifyPath } = await logInThroughApi(app, tp.page, 'Offline Olu'));
});
afterAll(() => tp?.context.close());

describe('a verification link opened a second time', () => {
  it('says the address is verified already, and the Log in button stands clear of the message', async () => {
    const { page } = tp;
    await page.goto(verifyPath);
    const message = page.getByRole('status').filter({ hasText: 'Your address is already verified. Log in.' });
    await message.waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Log in' });
    const above = (await message.boundingBox())!;
    const below = (await login.boundingBox())!;
    expect(below.y - (above.y + above.height)).toBeGreaterThanOrEqual(12);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('a reload while the API cannot be reached', () => {
  beforeAll(() => tp.page.route(API, (route) => route.abort('internetdisconnected')));

  it.each(['/dashboard', '/play/any-course', '/account', '/community'])(
    'keeps the learner on %s, logged in, with the page saying LearnFree cannot be reached',
    async (path) => {
      const { page } = tp;
      await page.goto(path);
      await page.getByText(UNREACHABLE).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('main').getByRole('button', { name: 'Try again' }).waitFor();
      await page.getByRole('button', { name: /^Account menu/ }).waitFor();
      expect(
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).count(),
      ).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  it('brings the dashboard back with "Try again" once the API answers again', async () => {
    const { page } = tp;
    await page.goto('/dashboard');
    await page.getByText(UNREACHABLE).first().waitFor();
    await page.unroute(API);
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /My Courses|Pick some course/ }).waitFor();
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);
    await page.getByRole('button', { name: 'Account menu for Offline Olu' }).waitFor();
    // Failed requests log errors in the console, as they should; nothing may go uncaught.
    expect(tp.crashes).toEqual([]);
  });
});
