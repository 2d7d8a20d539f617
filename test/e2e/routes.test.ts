/**
 * Every route of the spec's route table: the page shows what it should, the access rules hold, and
 * nothing goes wrong in the console (axe-core's verdict on each route is accessibility.test.ts's).
 * Screenshots of each go to test-results/screenshots/.
 *
 * Width: 1280 px. What a route shows and who may see it do not depend on the width; the layouts
 * that differ on a phone are tested where they do (navigation, catalogue, enrol-player,
 * request-list-phone, and the keyboard journey at 375 px).
 */
import { MESSAGES } from '../../shared/constants';
import {
  logInAsNewLearner,
  openPageForBlock,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();
let courseId = 'unknown-course';

beforeAll(async () => {
  const response = await fetch(`${app.url}/api/course`);
  const courses = (await response.json()) as Array<{ _id: string }>;
  if (Array.isArray(courses) && courses[0]) courseId = courses[0]._id;
});

/**
 * Screens that are complete, with texts a visitor must see on them. accessibility.test.ts runs axe
 * on every route in both themes; here axe checks only the screens that file does not open
 * (`axe: true`).
 */
const STATIC_SCREENS: Array<{ name: string; path: string; texts: string[]; title?: string; axe?: true }> = [
  {
    name: 'home',
    path: '/',
    texts: [
      'Join Now And Start Learning From Leading Teachers In Industry.',
      'What we offer',
      'Popular courses',
      'Why Choose Us',
      'About us',
    ],
  },
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
    axe: true,
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

async function expectFrame(tp: TestPage) {
  await tp.page.getByRole('navigation', { name: 'Main' }).waitFor();
  await tp.page.getByText(`© ${new Date().getFullYear()} LearnFree`).waitFor();
}

/** The first visible element with exactly this text. */
const visibleText = (tp: TestPage, text: string) =>
  tp.page.getByText(text, { exact: true }).filter({ visible: true }).first();

describe('for a visitor', () => {
  // Logged-out screens share one browser context; each test starts on a fresh page load.
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  beforeEach(() => {
    tp.errors.length = 0;
    tp.crashes.length = 0;
  });

  it.each(STATIC_SCREENS)(
    'shows $name ($path) with its texts, its title and no console error',
    async ({ name, path, texts, title, axe }) => {
      await tp.page.goto(path);
      for (const text of texts) await visibleText(tp, text).waitFor();
      expect(await tp.page.title()).toEqual(
        title ? `${title} · LearnFree` : expect.stringContaining('LearnFree'),
      );
      await expectFrame(tp);
      await tp.settle();
      if (axe) expect(await seriousA11yViolations(tp.page)).toEqual([]);
      await screenshot(tp.page, name);
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

  it('opens the course list and a course page without crashing', async () => {
    for (const path of ['/course', `/course/id/${courseId}/detail`]) {
      await tp.page.goto(path);
      await expectFrame(tp);
      await tp.settle();
      expect(new URL(tp.page.url()).pathname).toBe(path);
    }
    expect(tp.crashes).toEqual([]);
  });
});

describe('for a logged-in learner', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  beforeAll(() => logInAsNewLearner(app, tp.page, 'Route Walker'));

  it('sends /register to the dashboard', async () => {
    await tp.page.goto('/register');
    await tp.page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it.each([...LOGIN_ONLY.filter((path) => !path.startsWith('/play')), `/play/${courseId}`])(
    'opens %s without being sent away and without crashing',
    async (path) => {
      await tp.page.goto(path);
      await expectFrame(tp);
      await tp.settle();
      expect(new URL(tp.page.url()).pathname).toBe(path);
      expect(tp.crashes).toEqual([]);
    },
  );
});
