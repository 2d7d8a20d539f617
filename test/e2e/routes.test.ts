/**
 * Every route of the spec's route table, each loaded once: the page shows what it should, the
 * access rules hold, nothing goes wrong in the console, and axe-core finds no serious or critical
 * problem in the light and the dark theme (contrast above all): every rule in the light theme, then
 * the colour rules in the dark one, switched in place as the theme switch does. With
 * `SCREENSHOTS=1`, screenshots of each go to test-results/screenshots/. (axe on the states the
 * screens open up, the phone's menu among them, is accessibility.test.ts's.) What a visitor reads on
 * a screen as it arrives is checked on that one visit too: the home page's sections, figures and
 * row of courses, and the footer's links.
 *
 * Width: 1280 px, with reduced motion, so no colour is caught halfway through a transition. What a
 * route shows and who may see it do not depend on the width; the layouts that differ on a phone are
 * tested where they do (navigation, catalogue, enrol-player, request-list-phone, accessibility's
 * phone menu, and the keyboard journey at 375 px).
 */
import type { Page } from 'playwright-core';
import { MESSAGES } from '../../shared/constants';
import { THEME_ATTRIBUTE } from '../../shared/theme';
import type { Course } from '../../shared/types';
import {
  COLOUR_RULES,
  eventually,
  logInThroughApi,
  openPageForBlock,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { freshVideoId, providerControl } from '../support/video-provider';

jest.setTimeout(60_000);

const app = startAppForFile();
let course: Course;

beforeAll(async () => {
  // A course of its own whose video the provider plays, so the player shows its settings.
  const link = freshVideoId();
  await providerControl().setVideo(link, 'ok', { title: 'Contrast', seconds: 300 });
  course = await freshCourse({
    lessons: [{ _id: 'lesson-1', lesson: 1, link, lessonName: 'Contrast' }],
    lessonCount: 1,
  });
});

/**
 * Checks of one screen's own, made on its visit. Called before the page loads, so that it can catch
 * the page's own requests; what it returns runs once the screen's texts have shown.
 */
type ScreenChecks = (page: Page) => () => Promise<void>;

const HOME_HEADINGS = [
  'Join Now And Start Learning From Leading Teachers In Industry.',
  'What we offer',
  'Popular courses',
  'Why Choose Us',
  'About us',
];

/** The home page's true figures and row of courses, its sections and links, and nothing made up. */
const homeChecks: ScreenChecks = (page) => {
  // The catalogue's answer the page itself gets for its figures and its row.
  const answered = page.waitForResponse((response) => response.url().includes('/api/catalogue?limit=8'));
  return async () => {
    // No invented reviews; no "Connect with Us" while the site has no social pages set.
    expect(await page.locator('main h1, main h2').allTextContents()).toEqual(HOME_HEADINGS);
    // The figures are the live catalogue's own counts, and only those. (Other test files add courses
    // to the same catalogue: they are checked against the answer the page got; the counting itself is
    // tested in catalogue-index.test.ts.)
    const { catalogue, items } = (await (await answered).json()) as {
      catalogue: { courses: number; creators: number };
      items: Array<{ _id: string; name: string }>;
    };
    expect(catalogue.courses).toBeGreaterThanOrEqual(22);
    const figure = (label: string) =>
      page.locator('.offers__item').filter({ hasText: label }).locator('.offers__value').textContent();
    const format = (n: number) => new Intl.NumberFormat('en').format(n);
    await eventually(() => figure('Courses'), format(catalogue.courses));
    await eventually(() => figure('Creators'), format(catalogue.creators));
    expect(await page.locator('.offers__item').allTextContents()).toHaveLength(2);
    for (const untrue of ['100+', 'Rich features', 'Awards', 'Student Reviews'])
      expect(await page.getByText(untrue, { exact: true }).count()).toBe(0);
    // The row holds the courses the answer named, most liked first, each leading to its page.
    const row = page.getByRole('region', { name: 'Popular courses' });
    expect(items.length).toBe(8);
    // By name and address: other files' courses may share a name (phone-layout's long title).
    const named = row.getByRole('link', { name: items[0]!.name, exact: true });
    expect(await named.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain(
      `/course/id/${items[0]!._id}/detail`,
    );
    expect(await row.getByRole('article').count()).toBe(8);
    for (const reason of ['Course', 'Community', 'Online test', 'Certification', 'Notes', 'Educator'])
      await page.getByRole('heading', { level: 3, name: reason, exact: true }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Courses', exact: true }).getAttribute('href')).toBe(
      '/course',
    );
    expect(await main.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(await main.getByRole('link', { name: 'More about us' }).getAttribute('href')).toBe('/about');
    await expectFooterOfTheSpec(page);
  };
};

/**
 * The footer of the spec: its links, this year and a credit. The contact and social links are the
 * operator's settings (docs/deploy.md); the test stack sets none, so none is shown, never a
 * placeholder (the footer's component test shows them when set).
 */
async function expectFooterOfTheSpec(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  const hrefOf = (name: string) => footer.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(await hrefOf('Courses')).toBe('/course');
  expect(await hrefOf('Log in')).toBe('/login');
  expect(await hrefOf('Sign up')).toBe('/register');
  expect(await hrefOf('Terms of Service')).toBe('/terms-of-service');
  expect(await hrefOf('Privacy Policy')).toBe('/privacy-policy');
  expect(await footer.getByRole('heading', { name: 'Contact' }).count()).toBe(0);
  expect(await footer.getByRole('link', { name: /Facebook|YouTube|Instagram|Telegram|@|\+\d/ }).count()).toBe(
    0,
  );
  expect(await footer.locator('a[href^="mailto:"]').count()).toBe(0);
  expect(await footer.locator('a[href^="tel:"]').count()).toBe(0);
  await footer.getByText(`© ${new Date().getFullYear()} LearnFree`).waitFor();
  expect(await footer.getByRole('link', { name: /LearnFree developers/ }).getAttribute('href')).toMatch(
    /^https:/,
  );
}

/** Screens that are complete, with texts a visitor must see on them. */
const STATIC_SCREENS: Array<{
  name: string;
  path: string;
  texts: string[];
  title?: string;
  checks?: ScreenChecks;
}> = [
  { name: 'home', path: '/', texts: HOME_HEADINGS, checks: homeChecks },
  {
    name: 'about',
    path: '/about',
    texts: ['Who we are ?', 'What we stand for', 'Courses'],
    title: 'About us',
  },
  {
    name: 'terms',
    path: '/terms-of-service',
    texts: ['Terms of Service', 'No paid services', 'Your content and the licence you give us', 'Disputes'],
    title: 'Terms of Service',
  },
  {
    name: 'privacy',
    path: '/privacy-policy',
    texts: ['Privacy Policy', 'Cookies', 'How long we keep it', 'Children', 'Contact details'],
    title: 'Privacy Policy',
  },
  { name: 'error', path: '/error', texts: ['404!', 'You are lost!'], title: 'Page not found' },
  {
    name: 'unknown-path',
    path: '/no/such/page',
    texts: ['404!', 'You are lost!'],
    title: 'Page not found',
  },
  { name: 'login', path: '/login?redirect=%2Fcourse', texts: ['Forgot password?', 'Create an account'] },
  {
    name: 'register',
    path: '/register',
    texts: ['Create your account', '*Minimum 8 characters, at most 64'],
  },
  {
    name: 'forgot-password',
    path: '/users/reset',
    texts: ['Enter email to reset password', "Can't find Email?"],
  },
  {
    name: 'verify-invalid',
    path: '/users/nobody/verify/not-a-token',
    texts: [MESSAGES.invalidLink],
  },
  {
    name: 'reset-invalid',
    path: '/users/nobody/reset/not-a-token',
    texts: [MESSAGES.invalidLink],
  },
];

const LOGIN_ONLY = [
  '/dashboard',
  '/play/some-course',
  '/community',
  '/course/request',
  '/request/list',
  '/account',
];

/**
 * The page's serious violations in each theme, switched in place as the theme switch does (no
 * reload): every rule in the light theme, and in the dark one the rules a colour can break (the
 * structure is the same).
 */
async function violationsInBothThemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  const found = { light: [] as string[], dark: [] as string[] };
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      ([attribute, chosen]) => document.documentElement.setAttribute(attribute!, chosen!),
      [THEME_ATTRIBUTE, theme],
    );
    found[theme] = await seriousA11yViolations(page, { rules: theme === 'dark' ? COLOUR_RULES : undefined });
  }
  return found;
}

const CLEAN = { light: [], dark: [] };

async function expectFrame(tp: TestPage) {
  await tp.page.getByRole('navigation', { name: 'Main' }).waitFor();
  await tp.page.getByText(`© ${new Date().getFullYear()} LearnFree`).waitFor();
}

/** The first visible element with exactly this text. */
const visibleText = (tp: TestPage, text: string) =>
  tp.page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** Opens `path` and waits for the frame, the page's heading and the end of its requests. */
async function visit(tp: TestPage, path: string) {
  await tp.page.goto(path);
  await expectFrame(tp);
  await tp.page.getByRole('heading', { level: 1 }).first().waitFor();
  await tp.settle();
}

describe('for a visitor', () => {
  // Logged-out screens share one browser context; each test starts on a fresh page load.
  const tp = openPageForBlock(app, { viewport: 'desktop', reducedMotion: 'reduce' });
  beforeEach(() => {
    tp.errors.length = 0;
    tp.crashes.length = 0;
  });

  it.each(STATIC_SCREENS)(
    'shows $name ($path) with its texts, its title, no console error and no axe violation in either theme',
    async ({ name, path, texts, title, checks }) => {
      const screenChecks = checks?.(tp.page);
      await tp.page.goto(path);
      for (const text of texts) await visibleText(tp, text).waitFor();
      expect(await tp.page.title()).toEqual(
        title ? `${title} · LearnFree` : expect.stringContaining('LearnFree'),
      );
      await expectFrame(tp);
      await screenChecks?.();
      await tp.settle();
      // The picture first, in the theme the visitor gets; its scroll also loads the lazy images axe then sees.
      await screenshot(tp.page, name);
      expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
      expect(tp.errors).toEqual([]);
    },
  );

  it('sends a logged-out visitor of each login-only page to the login page with the way back', async () => {
    for (const path of LOGIN_ONLY) {
      await tp.page.goto(path);
      await tp.page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(tp.page.url()).searchParams.get('redirect')).toBe(path);
      await tp.page.getByRole('main').getByRole('button', { name: 'Log in' }).waitFor();
    }
    expect(tp.errors).toEqual([]);
  });

  it('opens the course list without crashing, with no axe violation in either theme', async () => {
    await visit(tp, '/course');
    expect(new URL(tp.page.url()).pathname).toBe('/course');
    expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
    expect(tp.crashes).toEqual([]);
  });

  it('opens a course page without crashing, with no axe violation in either theme', async () => {
    const path = `/course/id/${course._id}/detail`;
    await visit(tp, path);
    expect(new URL(tp.page.url()).pathname).toBe(path);
    expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
    expect(tp.crashes).toEqual([]);
  });
});

describe('for a logged-in learner', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop', reducedMotion: 'reduce' });
  beforeAll(() => logInThroughApi(app, tp.page, 'Route Walker'));

  it('sends /register to the dashboard', async () => {
    await tp.page.goto('/register');
    await tp.page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it.each(LOGIN_ONLY.filter((path) => !path.startsWith('/play')))(
    'opens %s without being sent away, without crashing and with no axe violation in either theme',
    async (path) => {
      await visit(tp, path);
      expect(new URL(tp.page.url()).pathname).toBe(path);
      expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
      expect(tp.crashes).toEqual([]);
    },
  );

  it('opens the player without being sent away or crashing; with its settings it has no axe violation in either theme', async () => {
    const path = `/play/${course._id}`;
    await tp.page.goto(path);
    await expectFrame(tp);
    await tp.page.getByRole('button', { name: 'Enroll Now' }).click();
    await tp.page.getByRole('combobox', { name: 'Speed' }).waitFor();
    expect(new URL(tp.page.url()).pathname).toBe(path);
    expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
    expect(tp.crashes).toEqual([]);
  });
});
