/**
 * The pages a learner meets first, laid out for a phone and left as they were on a desktop: the
 * catalogue (a filter panel that hands over to its results, compact course rows), the player (the
 * chapters on the first screen, the lesson buttons on one line each, the enrolment toast clear of
 * the navigation bar) and the community chat (its message box on screen).
 *
 * Widths: 390 px, a common phone, for all three; the catalogue also at 1280 px, where its
 * assertions differ (the panel stays open beside full cards). The player's and the chat's checks are
 * the phone's own: at 1280 px the lessons sit beside the video and the window is tall. Pictures of
 * each page are left in the system's temporary folder for review: they are no test result.
 *
 * The YouTube IFrame API is the fake from test/support (the machine has no internet).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { importCatalogue } from '../../functions/catalogue/import';
import {
  eventually,
  logInThroughApi,
  openPage,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
  withPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { serveFakeYouTube } from '../support/fake-youtube';

jest.setTimeout(150_000);

const WORD = `pl${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
/** Short courses only (1–3 lessons): no course of this word is medium or long. */
const COURSES = 6;
const HINDI = COURSES / 2;

beforeAll(async () => {
  // Stored before the page's first call, which builds the catalogue index of this process.
  await importCatalogue({
    courses: Array.from({ length: COURSES }, (_, i) => ({
      name: `${WORD} Phone Workshop ${i}`,
      creator: 'Layout Test',
      category: 'Pottery',
      language: i % 2 ? 'hindi' : 'english',
      info: '',
      description: '',
      lessons: Array.from({ length: 1 + (i % 3) }, (_, n) => ({
        lesson: n + 1,
        lessonName: `Part ${n + 1}`,
        link: 'dQw4w9WgXcQ',
      })),
    })),
  });
}, 60_000);

const app = startAppForFile();

const picture = (page: Page, name: string) =>
  page.screenshot({
    path: join(tmpdir(), `phone-layout-${name}-${page.viewportSize()?.width}.png`),
    animations: 'disabled',
  });

type Box = { top: number; bottom: number; left: number; right: number; height: number; width: number };
const boxOf = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right, height, width } = element.getBoundingClientRect();
      return { top, bottom, left, right, height, width };
    });
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The catalogue at `width`: a length no course has is disabled; on a phone the filters hand over to
 * their results, compact rows; on a desktop the panel stays beside full cards.
 */
async function checkCatalogue(tp: TestPage, width: number): Promise<void> {
  const { page } = tp;
  const phone = width < 640;
  await page.goto(`/course?q=${WORD}`);
  const list = page.getByRole('list', { name: 'Course list' });
  await list.getByRole('heading').first().waitFor();

  const filters = page.getByRole('button', { name: 'Filter by' });
  if (phone) await filters.click();
  expect(await filters.getAttribute('aria-expanded')).toBe('true');
  // One pair of parentheses, the count's; a length no course has cannot be chosen.
  const medium = page.getByRole('radio', { name: 'Medium, 6–12 lessons (0)' });
  expect(await medium.isDisabled()).toBe(true);
  expect(await page.getByRole('radio', { name: `Short, up to 5 lessons (${COURSES})` }).isEnabled()).toBe(
    true,
  );

  // The first answer may still be settling the panel and undo a choice made meanwhile: choose
  // again until it holds, as a learner would.
  const hindi = page.getByRole('radio', { name: `hindi (${HINDI})` });
  await eventually(async () => {
    if (!(await hindi.isChecked())) await hindi.click();
    return hindi.isChecked();
  }, true);
  const show = page.getByRole('button', { name: `Show ${HINDI} courses` });
  if (!phone) {
    // Beside the results the panel stays open and needs no such button.
    await page.getByText(`${HINDI} courses match`).waitFor();
    expect(await show.isVisible()).toBe(false);
    const card = await boxOf(page, '.course-card');
    const cover = await boxOf(page, '.course-card__pic');
    expect(cover.width).toBeGreaterThan(card.width * 0.9);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await picture(page, 'catalogue');
    return;
  }
  await show.scrollIntoViewIfNeeded();
  await picture(page, 'catalogue-filters');
  await show.click();
  expect(await filters.getAttribute('aria-expanded')).toBe('false');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('course-results');
  expect(await page.locator('#course-results').textContent()).toContain(`${HINDI} courses match`);
  const count = await boxOf(page, '#course-results');
  expect(count.top).toBeGreaterThanOrEqual(0);
  expect(count.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));

  // A row per course: a small cover beside the name, creator and length.
  const rows = await page.locator('.course-card').evaluateAll((cards) =>
    cards.map((card) => {
      const cover = card.querySelector('.course-card__pic')!.getBoundingClientRect();
      const name = card.querySelector('.course-card__name')!.getBoundingClientRect();
      return {
        height: card.getBoundingClientRect().height,
        coverShare: cover.width / card.getBoundingClientRect().width,
        nameBesideCover: name.left >= cover.right,
        text: card.textContent,
      };
    }),
  );
  expect(rows).toHaveLength(HINDI);
  for (const row of rows) {
    expect(row.height).toBeLessThan(140);
    expect(row.coverShare).toBeLessThan(0.4);
    expect(row.nameBesideCover).toBe(true);
    expect(row.text).toMatch(/Layout Test.*\d lessons?/);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await picture(page, 'catalogue');
  expect(tp.errors).toEqual([]);
}

describe('at 390 px', () => {
  const width = 390;
  let tp: TestPage;

  beforeAll(async () => {
    tp = await openPage(app, { width });
    await serveFakeYouTube(tp.context);
    await logInThroughApi(app, tp.page, 'Layout Lena');
  });
  afterAll(() => tp?.context.close());

  it('catalogue: filters hand over to their results; a phone lists compact rows', () =>
    checkCatalogue(tp, width));

  it('player: chapters on the first screen, lesson buttons on one line, the toast clear of the navigation', async () => {
    const { page } = tp;
    const course = await freshCourse({
      name: 'Introduction to Programming with Python for Complete Beginners',
    });
    await page.goto(`/play/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Enrolled successfully!' });
    await toast.waitFor();
    // Its arrival animated, so it is measured where it stays.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.waitForTimeout(450);
    expect(overlap(await boxOf(page, '[data-sonner-toast]'), await boxOf(page, '.navbar'))).toBe(false);
    await picture(page, 'player-toast');

    const screen = await page.evaluate(() => window.innerHeight);
    const firstChapter = await boxOf(page, '.chapters__item');
    expect(firstChapter.top).toBeLessThan(screen - 44);

    for (const name of ['Previous lesson', 'Next lesson']) {
      const button = page.getByRole('button', { name, exact: true });
      // One line: every piece of the label starts within half a line of the first.
      const spread = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = Array.from(range.getClientRects(), (rect) => rect.top);
        return (
          (Math.max(...tops) - Math.min(...tops)) / Number.parseFloat(getComputedStyle(element).lineHeight)
        );
      });
      expect(spread).toBeLessThan(0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(tp.errors).toEqual([]);
  });

  it('community: the message box is on screen, above the bottom edge', async () => {
    const { page } = tp;
    // A common phone's height, and a short one's.
    const heights = [800, 640];
    for (const height of heights) {
      await page.setViewportSize({ width, height });
      await page.goto('/community');
      const box = page.getByRole('textbox', { name: 'Your message' });
      await box.waitFor();
      const send = await boxOf(page, '.chat__compose-row');
      const visible = await page.evaluate(() => window.visualViewport!.height);
      expect(send.bottom).toBeLessThanOrEqual(visible);
      expect(send.top).toBeGreaterThan(0);
      if (height === heights.at(-1)) await picture(page, 'community');
    }
    expect(tp.errors).toEqual([]);
  });
});

describe('at 1280 px', () => {
  it('catalogue: the filter panel stays beside full cards', () =>
    withPage(app, { width: 1280 }, (tp) => checkCatalogue(tp, 1280)));
});
