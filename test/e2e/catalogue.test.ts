/**
 * The catalogue page in Chromium against the real API: search, filters, sort and paging answered
 * by the server, all kept in the address so a reload shows the same list. The courses are imported
 * by this file with a word no other course has, so other files' courses cannot change the counts.
 *
 * Widths: the list's behaviour at 1280 px, with the filters open beside it; at 375 px, where the
 * filters panel is folded away behind its button, the panel and the empty state.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { importCatalogue } from '../../functions/catalogue/import';
import { eventually, screenshot, startAppForFile, withPage } from '../support/browser';

jest.setTimeout(120_000);

const WORD = `cq${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const COUNT = 30;

beforeAll(async () => {
  // Stored before the page's first call, which builds the catalogue index of this process.
  await importCatalogue({
    courses: Array.from({ length: COUNT }, (_, i) => ({
      name: `${WORD} Workshop ${String(i).padStart(2, '0')}`,
      creator: 'Browser Test',
      category: i % 3 === 0 ? 'Gardening' : 'Pottery',
      language: i % 2 ? 'hindi' : 'english',
      info: '',
      description: '',
      lessons: Array.from({ length: 1 + (i % 9) }, (_, n) => ({
        lesson: n + 1,
        lessonName: `Part ${n + 1}`,
        link: 'dQw4w9WgXcQ',
      })),
    })),
  });
}, 60_000);

const app = startAppForFile();

const cards = (page: Page) => page.getByRole('list', { name: 'Course list' }).getByRole('heading');
const cardNames = (page: Page) => cards(page).allTextContents();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

it('searches, filters, sorts and pages on the server, and a reload keeps it all', () =>
  withPage(app, { viewport: 'desktop' }, async ({ page, errors }) => {
    await page.goto('/course');
    await cards(page).first().waitFor();

    await page.getByRole('searchbox', { name: 'Search courses' }).fill(WORD);
    await page.getByText(`${COUNT} courses match “${WORD}”`).waitFor();
    expect(query(page)).toEqual({ q: WORD });
    expect(await page.getByRole('button', { name: 'Filter by' }).getAttribute('aria-expanded')).toBe('true');
    await eventually(async () => (await cardNames(page)).length, 24);
    expect((await cardNames(page)).every((name) => name.startsWith(WORD))).toBe(true);

    // "Load more" is a real link to the next page, and with scripts it adds that page below.
    const more = page.getByRole('link', { name: 'Load more courses' });
    expect(await more.getAttribute('href')).toMatch(new RegExp(`^/course\\?q=${WORD}&cursor=`));
    await more.click();
    await eventually(async () => (await cardNames(page)).length, COUNT);
    expect(new Set(await cardNames(page)).size).toBe(COUNT);
    expect(await more.count()).toBe(0);

    // Filters show their counts among the matches, and narrow the list.
    await page.getByRole('radio', { name: 'hindi (15)' }).click();
    await page.getByText(`15 courses match “${WORD}”`).waitFor();
    await page.getByRole('radio', { name: 'Gardening (5)' }).click();
    await page.getByText(`5 courses match “${WORD}”`).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Shortest' });
    await page.waitForURL(/sort=shortest/);
    expect(query(page)).toEqual({ q: WORD, language: 'hindi', category: 'Gardening', sort: 'shortest' });
    // Hindi gardening workshops are 3, 9, 15, 21 and 27, with 4, 1, 7, 4 and 1 lessons.
    const sorted = [
      `${WORD} Workshop 27`,
      `${WORD} Workshop 09`,
      `${WORD} Workshop 21`,
      `${WORD} Workshop 03`,
      `${WORD} Workshop 15`,
    ];
    await eventually(() => cardNames(page), sorted);
    await screenshot(page, 'catalogue-filtered');

    await page.reload();
    await eventually(() => cardNames(page), sorted);
    expect(await page.getByRole('searchbox', { name: 'Search courses' }).inputValue()).toBe(WORD);
    // Each filter counts under the others: 5 of the Hindi workshops are about gardening, and 5 of
    // the gardening ones are in Hindi.
    expect(await page.getByRole('radio', { name: 'hindi (5)' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'english (5)' }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Gardening (5)' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('shortest');

    // Back goes to the list before the sort, as the address history says.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await page.getByText(`5 courses match “${WORD}”`).waitFor();
    expect(errors).toEqual([]);
  }));

it('folds the filters away on a phone, and offers to request a course when nothing matches', () =>
  withPage(app, { viewport: 'phone' }, async ({ page, errors }) => {
    await page.goto(`/course?q=${WORD}`);
    await page.getByText(`${COUNT} courses match “${WORD}”`).waitFor();
    const filters = page.getByRole('button', { name: 'Filter by' });
    const hindi = page.getByRole('radio', { name: 'hindi (15)' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await hindi.isVisible()).toBe(false);
    await filters.click();
    await hindi.click();
    await page.getByText(`15 courses match “${WORD}”`).waitFor();
    expect(query(page)).toEqual({ q: WORD, language: 'hindi' });

    await page.goto(`/course?q=${WORD}%20submarine`);
    await page.getByText(`No course matches “${WORD} submarine”.`).waitFor();
    expect(await cards(page).count()).toBe(0);
    const request = page.getByRole('link', { name: 'Request this course' });
    const href = new URL((await request.getAttribute('href'))!, app.url);
    expect(href.pathname).toBe('/course/request');
    expect(href.searchParams.get('topic')).toBe(`${WORD} submarine`);
    await screenshot(page, 'catalogue-no-match-phone');
    expect(errors).toEqual([]);
  }));
