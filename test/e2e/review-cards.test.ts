/**
 * Review cards in Chromium against the local stack, on a 390 px phone: a learner takes a note at a
 * second, makes a review card of it with their own question, sees it counted on the dashboard, and
 * reviews it on /review with the keyboard alone (Space turns the card, 3 grades it Good) down to
 * "All done", with no sideways scrolling on the way.
 */
import type { Page } from 'playwright-core';
import type { Course } from '../../shared/types';
import {
  logInThroughApi,
  openPage,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { fakeVideoReady, serveFakeYouTube, setFakeVideoTime } from '../support/fake-youtube';

jest.setTimeout(90_000);

const PHONE_WIDTH = 390;

let course: Course;
let phone: TestPage;

afterAll(() => phone?.context.close());
const app = startAppForFile();
beforeAll(async () => {
  course = await freshCourse();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

it('makes a card of a note and reviews it with the keyboard on a phone', async () => {
  phone = await openPage(app, { width: PHONE_WIDTH, touch: false });
  await serveFakeYouTube(phone.context);
  const { page } = phone;
  await logInThroughApi(app, page, 'Review Rhea');

  await page.goto(`/play/${course._id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await fakeVideoReady(page, 'Video: Lesson 1, Lesson 1');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await setFakeVideoTime(page, 75);
  await page.getByLabel('Title').fill('Slices');
  await page.getByLabel('Your note').fill('a[1:3] takes the items at 1 and 2.');
  await page.getByRole('button', { name: 'Save note' }).click();

  await page.getByRole('button', { name: 'Make a review card of note Slices' }).click();
  const question = page.getByLabel('Question (optional)');
  expect(await question.evaluate((field) => field === document.activeElement)).toBe(true);
  await question.fill('What does a[1:3] take?');
  await page.getByRole('button', { name: 'Make card' }).click();
  await page.getByText('Review card made. It is due now.').waitFor();

  await page.goto('/dashboard');
  await page.getByText('1 card due').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Review now' }).click();
  await page.waitForURL('**/review');

  await page.getByRole('heading', { level: 2, name: 'What does a[1:3] take?' }).waitFor();
  await page.getByText('1 card left').waitFor();
  const show = page.getByRole('button', { name: /Show answer/ });
  await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Show answer'));
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);

  await page.keyboard.press('Space');
  await show.waitFor({ state: 'detached' });
  await page.getByText('a[1:3] takes the items at 1 and 2.').waitFor();
  expect(await page.getByRole('link', { name: 'Play from 1:15' }).getAttribute('href')).toBe(
    `/play/${course._id}?lesson=lesson-1&t=75`,
  );
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Slices');
  const good = page.getByRole('button', { name: /Good/ });
  const box = await good.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const graded = page.waitForResponse(
    (response) =>
      /\/api\/review\/[^/]+$/.test(response.url()) &&
      !response.url().endsWith('/cards') &&
      response.request().method() === 'POST',
  );
  await page.keyboard.press('3');
  expect((await graded).status()).toBe(200);
  const done = page.getByRole('heading', { name: 'All done' });
  await done.waitFor();
  expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true);
  await page
    .getByRole('status')
    .filter({ hasText: /^Good: back in \d+ minutes?\. No cards left\.$/ })
    .waitFor();

  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Courses' }).waitFor();
  expect(await page.getByText(/cards? due/).count()).toBe(0);
  expect(phone.crashes).toEqual([]);
});
