/**
 * What a learner meets when moving between pages: where the page is scrolled, where keyboard focus
 * lands, and whether the focused course card shows it.
 *
 * Width: 1280 px; scroll restoration and focus handling are the same at every width.
 */
import type { Page } from 'playwright-core';
import { importCatalogue } from '../../functions/catalogue/import';
import { eventually, startAppForFile, withPage } from '../support/browser';

jest.setTimeout(90_000);

beforeAll(async () => {
  await importCatalogue({
    courses: [1, 2, 3].map((n) => ({
      name: `Focus Ring Course ${n}`,
      creator: 'Browser Test',
      category: 'Pottery',
      language: 'english',
      info: '',
      description: '',
      lessons: [{ lesson: 1, lessonName: 'Part 1', link: 'dQw4w9WgXcQ' }],
    })),
  });
}, 60_000);

const app = startAppForFile();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }));

it('opens a page typed into the address bar at the top, and restores the position on back', () =>
  withPage(app, { viewport: 'desktop' }, async ({ page, errors }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scrollToBottom(page);
    await eventually(async () => (await scrollY(page)) > 1000, true);

    // A fresh load of another page (no history state of its own) starts at the top.
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    // Back and forward still come back to where the learner was.
    await page.evaluate(() => window.scrollTo(0, 900));
    await eventually(() => scrollY(page), 900);
    // Followed where it is (a pointer click would first scroll the footer into view).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Service' })
      .evaluate((link: HTMLElement) => link.click());
    await page.waitForURL('**/terms-of-service');
    await eventually(() => scrollY(page), 0);
    await page.goBack();
    await page.waitForURL('**/privacy-policy');
    await eventually(() => scrollY(page), 900);
    expect(errors).toEqual([]);
  }));

it('moves focus to the new page’s heading after a move, but not on the first page', () =>
  withPage(app, { viewport: 'desktop' }, async ({ page, errors }) => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await focused(page)).tag).toBe('BODY');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/privacy-policy');
    await eventually(() => focused(page), { tag: 'H1', text: 'Privacy Policy' });

    await page.goBack();
    await page.waitForURL('**/about');
    await eventually(async () => (await focused(page)).tag, 'H1');
    expect(errors).toEqual([]);
  }));

it('shows a visible focus ring on a course card reached with the keyboard', () =>
  withPage(app, { viewport: 'desktop' }, async ({ page }) => {
    await page.goto('/course');
    const firstCard = page.locator('.course-card .card-link').first();
    await firstCard.waitFor();
    // Tab to the first card, so the browser sees keyboard focus (:focus-visible).
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      if (await firstCard.evaluate((link) => link === document.activeElement)) break;
    }
    const ring = await firstCard.evaluate((link) => {
      const card = link.closest('.course-card') as HTMLElement;
      return {
        focusVisible: link.matches(':focus-visible'),
        shadow: getComputedStyle(link, '::after').boxShadow,
        cardClips: getComputedStyle(card).overflow !== 'visible',
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.shadow).not.toBe('none');
    // A ring drawn outside a card that clips its overflow would not be seen.
    if (ring.cardClips) expect(ring.shadow).toContain('inset');
  }));
