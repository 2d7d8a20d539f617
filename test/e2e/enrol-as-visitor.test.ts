/**
 * A visitor's Enroll Now, in Chromium against the local stack at 1280 px (the pages involved have
 * no phone layout of their own): the login page it leads to offers sign-up as prominently as login;
 * sign-up ends in a done state; the verification link from the mail leads to login; a wrong password
 * is said in the form; and the right one enrols the visitor and opens the player at lesson 1.
 *
 * The YouTube IFrame API is the fake from test/support (the machine has no internet).
 */
import type { Course } from '../../shared/types';
import {
  eventually,
  openPage,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { serveFakeYouTube } from '../support/fake-youtube';
import { awaitedLink, VERIFY_LINK } from '../support/inbox';
import { uniqueEmail } from '../support/users';

jest.setTimeout(120_000);

const app = startAppForFile();

describe('Enroll Now for a visitor', () => {
  let course: Course;
  let tp: TestPage;

  beforeAll(async () => {
    course = await freshCourse();
    tp = await openPage(app, { viewport: 'desktop' });
    await serveFakeYouTube(tp.context);
  });
  afterAll(() => tp?.context.close());

  it('offers sign-up, then after verifying and logging in enrols the visitor and opens the player', async () => {
    const { page } = tp;
    const main = page.getByRole('main');
    await page.goto(`/course/id/${course._id}/detail`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await main.getByRole('heading', { level: 1, name: 'Enrol in this course' }).waitFor();

    // Sign-up is a button as large as Log in, and comes first.
    const signUp = main.getByRole('link', { name: 'Create a free account' });
    const logIn = main.getByRole('button', { name: 'Log in' });
    const [signUpBox, logInBox] = [(await signUp.boundingBox())!, (await logIn.boundingBox())!];
    expect([signUpBox.width, signUpBox.height]).toEqual([logInBox.width, logInBox.height]);
    expect(signUpBox.y).toBeLessThan(logInBox.y);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'enrol-as-visitor-login');

    await signUp.click();
    await page.waitForURL((url) => url.pathname === '/register');
    // Opened afresh, the page comes as HTML rendered at build time; once adopted it still carries
    // the way back, wish to enrol included.
    await page.reload();
    await eventually(
      () => main.getByRole('link', { name: 'Log in' }).getAttribute('href'),
      `/login?redirect=${encodeURIComponent(`/course/id/${course._id}/detail?enrol=1`)}`,
    );
    const learner = { name: 'Visitor Vee', email: uniqueEmail('visitor'), password: 'correct horse 1' };
    await page.getByLabel('Name').fill(learner.name);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByLabel('Confirm password').fill(learner.password);
    await main.getByRole('button', { name: 'Sign up' }).click();

    // The done state: where the link went, what to do, a resend, and no second Sign up.
    await main.getByRole('status').filter({ hasText: 'We sent a link to v…@example.com.' }).waitFor();
    await main.getByText(/Open your inbox/).waitFor();
    await main.getByRole('button', { name: 'Resend the verification link' }).waitFor();
    expect(await main.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'enrol-as-visitor-signed-up');

    const link = new URL(await awaitedLink(learner.email, new RegExp(`\\S+${VERIFY_LINK.source}\\S*`)));
    await page.goto(link.pathname + link.search);
    await main.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // A wrong password is said in the form, where the eyes and the screen reader are.
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill('not the password');
    await logIn.click();
    await main.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await screenshot(page, 'enrol-as-visitor-wrong-password');

    await page.getByLabel('Password').fill(learner.password);
    await logIn.click();
    await page.waitForURL(
      (url) => url.pathname === `/play/${course._id}` && url.searchParams.get('lesson') === 'lesson-1',
    );
    await page.locator('iframe.player__frame').waitFor();
    expect(tp.errors).toEqual([]);
  });
});
