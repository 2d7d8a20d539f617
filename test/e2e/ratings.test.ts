/**
 * Ratings in Chromium against the local stack: the course cards, the course page and its reviews
 * show the real average and count (or "No ratings yet"), and the player asks for a rating in a card
 * of the page once the third lesson is completed, which never comes back once answered or
 * dismissed. axe checks each screen.
 *
 * Widths: the cards and the course page load at 390 px, where the catalogue lists compact rows and
 * the course page's fixed bar takes two lines, with axe there, and are read again widened to
 * 1280 px, with full cards (axe at 1280 px on both pages is routes.test.ts's). The prompt is
 * dismissed on a phone, where the player shows its lessons as a tab, and answered at 1280 px, with
 * the lessons beside the video.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { importCatalogue } from '../../functions/catalogue/import';
import type { Course } from '../../shared/types';
import {
  logInThroughApi,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
  TOASTS,
  withPage,
} from '../support/browser';
import { learningClient } from '../support/learning-client';
import { ratingsClient } from '../support/ratings-client';
import { loggedInLearner } from '../support/users';

jest.setTimeout(240_000);

const WORD = `rt${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const PHONE = 390;
const DESK = 1280;
const PROMPT = 'How is this course so far?';
const lessons = [1, 2, 3].map((n) => ({ lesson: n, lessonName: `Part ${n}`, link: 'dQw4w9WgXcQ' }));

const app = startAppForFile();
let rated: Course;
let unrated: Course;

beforeAll(async () => {
  await importCatalogue({
    courses: ['Rated', 'Unrated'].map((kind) => ({
      name: `${WORD} ${kind} Pottery`,
      creator: 'Browser Test',
      category: 'Pottery',
      language: 'english',
      info: '',
      description: '',
      lessons,
    })),
  });
  // The list has no lessons; a course's own answer has them.
  const all = (await learningClient().courses()).body;
  const named = async (name: string) =>
    (await learningClient().detail(all.find((c) => c.name === name)!._id)).body;
  rated = await named(`${WORD} Rated Pottery`);
  unrated = await named(`${WORD} Unrated Pottery`);
  // Three learners who completed a lesson: 5, 4 and 4 stars make 4.3 from 3, two of them with text.
  for (const [stars, review] of [
    [5, 'Clear, and worth finishing.'],
    [4, ''],
    [4, 'Good pace; the exercises help.'],
  ] as const) {
    const { jar } = await loggedInLearner(`Rater ${stars}`);
    const learning = learningClient(jar);
    await learning.enroll(rated._id);
    await learning.complete({ courseId: rated._id, lessonId: rated.lessons![0]!._id, done: true });
    const answer = await ratingsClient(jar).rate(rated._id, { stars, review });
    if (answer.status !== 200) throw new Error(`rating failed: ${JSON.stringify(answer.body)}`);
  }
}, 120_000);

/**
 * axe and a screenshot. The toasts are left out: one leaves after 4 s, and on a busy machine axe can
 * take that long, so it could judge one half faded out (navigation.test.ts checks a toast with axe).
 */
async function expectAccessible(tp: TestPage, name: string): Promise<void> {
  expect(await seriousA11yViolations(tp.page, { exclude: TOASTS })).toEqual([]);
  await screenshot(tp.page, name);
}

const card = (page: Page, course: Course) =>
  page.getByRole('list', { name: 'Course list' }).getByRole('listitem').filter({ hasText: course.name });

/** The page's layout at 1280 px, read again without a new load. */
const widen = (page: Page) => page.setViewportSize({ width: DESK, height: 800 });

async function checkCards(page: Page): Promise<void> {
  const ratedCard = card(page, rated);
  await ratedCard.getByRole('img', { name: 'Rated 4.3 out of 5 by 3 learners' }).waitFor();
  expect(await ratedCard.textContent()).toMatch(/4\.3\s+\(3\)/);
  const unratedCard = card(page, unrated);
  await unratedCard.getByRole('img', { name: 'No ratings yet' }).waitFor();
  expect(await unratedCard.textContent()).toContain('No ratings yet');
}

async function checkCoursePage(page: Page): Promise<void> {
  // The hero and the fixed bar both show it.
  await page.getByRole('img', { name: 'Rated 4.3 out of 5 by 3 learners' }).nth(1).waitFor();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await reviews.getByText('Clear, and worth finishing.').waitFor();
  expect(await reviews.getByRole('listitem').count()).toBe(2);
  await page.getByRole('row', { name: '4 stars 2' }).waitFor();
  await page
    .getByRole('region', { name: 'Ratings and reviews' })
    .getByRole('link', { name: 'Log in' })
    .waitFor();
}

/** Logs a new learner in, enrols in the unrated course and completes two lessons: not asked yet. */
async function twoLessonsDone(tp: TestPage): Promise<Page> {
  const { page } = tp;
  await logInThroughApi(app, page);
  await page.goto(`/play/${unrated._id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  for (const n of [1, 2]) {
    // The box follows the server's answer, so it is pressed and then waited for.
    await page.getByRole('checkbox', { name: `Lesson ${n} completed` }).click();
    await page.getByText(`${n}/3 lessons completed`).first().waitFor();
  }
  expect(await page.getByRole('region', { name: PROMPT }).count()).toBe(0);
  return page;
}

async function thirdLessonDone(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Lesson 3 completed' }).click();
  await page.getByRole('region', { name: PROMPT }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe(`at ${PHONE} px`, () => {
  it(`cards show the real average and count, or "No ratings yet", also widened to ${DESK} px`, () =>
    withPage(app, { width: PHONE, touch: true }, async (tp) => {
      await tp.page.goto(`/course?q=${WORD}`);
      await checkCards(tp.page);
      await expectAccessible(tp, 'ratings-cards');
      await widen(tp.page);
      await checkCards(tp.page);
      expect(tp.errors).toEqual([]);
    }));

  it(`the course page shows the stars and the reviews to a visitor, also widened to ${DESK} px`, () =>
    withPage(app, { width: PHONE, touch: true }, async (tp) => {
      await tp.page.goto(`/course/id/${rated._id}/detail`);
      await checkCoursePage(tp.page);
      await expectAccessible(tp, 'ratings-course-page');
      await widen(tp.page);
      await checkCoursePage(tp.page);
      expect(tp.errors).toEqual([]);
    }));

  it('the player asks after the third lesson; "No thanks" ends it for good', () =>
    withPage(app, { width: PHONE, touch: true }, async (tp) => {
      const page = await twoLessonsDone(tp);
      await thirdLessonDone(page);
      await expectAccessible(tp, 'ratings-prompt');

      await page.getByRole('button', { name: 'No thanks' }).click();
      await page.getByText('We will not ask again.', { exact: false }).waitFor();
      expect(await page.getByRole('region', { name: PROMPT }).count()).toBe(0);
      await page.reload();
      await page.getByText('3/3 lessons completed').first().waitFor();
      expect(await page.getByRole('region', { name: PROMPT }).count()).toBe(0);
      expect(tp.errors).toEqual([]);
    }));
});

describe(`at ${DESK} px`, () => {
  it('the player asks after the third lesson; once rated it shows the new stars and never asks again', () =>
    withPage(app, { width: DESK }, async (tp) => {
      const page = await twoLessonsDone(tp);
      await thirdLessonDone(page);
      await expectAccessible(tp, 'ratings-prompt');

      await page.getByRole('radio', { name: '4 stars' }).check();
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      await page.getByRole('heading', { name: 'Thank you for rating this course' }).waitFor();
      await page.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 learner' }).waitFor();
      await page.reload();
      await page.getByText('3/3 lessons completed').first().waitFor();
      await page.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 learner' }).waitFor();
      expect(await page.getByRole('region', { name: PROMPT }).count()).toBe(0);
      expect(tp.errors).toEqual([]);
    }));
});
