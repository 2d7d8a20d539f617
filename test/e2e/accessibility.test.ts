/**
 * axe-core finds no serious or critical problem where the screens open things up (the phone's menu,
 * the account dropdown, a dialog), and the keyboard reaches what it must: the skip link, dialogs,
 * and focus that stays visible. Every route is checked in the light and the dark theme (contrast
 * above all): each page is loaded once and checked with every rule in the light theme, then with the
 * colour rules in the dark one.
 *
 * Widths: on a phone the screens share their layout rules, so there the home page is checked, as
 * it is and with its menu open (the phone's own navigation), and the e-mail hint dialog, which must
 * fit a phone's screen; the account dropdown and the skip link at 1280 px.
 */
import type { Page } from 'playwright-core';
import { THEME_ATTRIBUTE } from '../../shared/theme';
import type { Course } from '../../shared/types';
import {
  COLOUR_RULES,
  logInAsNewLearner,
  openPageForBlock,
  seriousA11yViolations,
  startAppForFile,
  withPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { freshVideoId, providerControl } from '../support/video-provider';

jest.setTimeout(60_000);

const app = startAppForFile();

/**
 * The page's violations in each theme, switched in place as the theme switch does (no reload): every
 * rule in the light theme, and in the dark one the rules a colour can break (the structure is the
 * same).
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

describe('every route, in the light and the dark theme', () => {
  // One page for the block; reduced motion, so no colour is caught halfway through a transition.
  const tp = openPageForBlock(app, { viewport: 'desktop', reducedMotion: 'reduce' });
  let course: Course;

  beforeAll(async () => {
    const link = freshVideoId();
    await providerControl().setVideo(link, 'ok', { title: 'Contrast', seconds: 300 });
    course = await freshCourse({
      lessons: [{ _id: 'lesson-1', lesson: 1, link, lessonName: 'Contrast' }],
      lessonCount: 1,
    });
  });

  const visit = async (path: string) => {
    await tp.page.goto(path);
    await tp.page.getByRole('heading', { level: 1 }).first().waitFor();
    await tp.settle();
  };

  it.each([
    '/',
    '/about',
    '/course',
    '/terms-of-service',
    '/privacy-policy',
    '/login',
    '/register',
    '/users/reset',
    '/error',
  ])("a visitor's %s", async (path) => {
    await visit(path);
    expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
  });

  it("a visitor's course page", async () => {
    await visit(`/course/id/${course._id}/detail`);
    expect(await violationsInBothThemes(tp.page)).toEqual(CLEAN);
  });

  it("a learner's pages, the player with its settings among them", async () => {
    await logInAsNewLearner(app, tp.page, 'Contrast Cleo');
    await tp.page.goto(`/play/${course._id}`);
    await tp.page.getByRole('button', { name: 'Enroll Now' }).click();
    await tp.page.getByRole('combobox', { name: 'Speed' }).waitFor();
    const found: Record<string, unknown> = { player: await violationsInBothThemes(tp.page) };
    for (const path of ['/dashboard', '/community', '/course/request', '/request/list', '/account']) {
      await visit(path);
      found[path] = await violationsInBothThemes(tp.page);
    }
    expect(found).toEqual({
      player: CLEAN,
      '/dashboard': CLEAN,
      '/community': CLEAN,
      '/course/request': CLEAN,
      '/request/list': CLEAN,
      '/account': CLEAN,
    });
  });
});

it('has no serious violation on the home page on a phone, with the menu open', () =>
  withPage(app, { viewport: 'phone' }, async (tp) => {
    await tp.page.goto('/');
    await tp.page.getByRole('heading', { level: 1 }).waitFor();
    await tp.settle();
    // The phone's page itself first: the open menu covers part of it.
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
    await tp.page.getByRole('button', { name: 'Open menu' }).click();
    await tp.page.getByRole('link', { name: 'About us', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  }));

it('has no serious violation with the account dropdown open', () =>
  withPage(app, { viewport: 'desktop' }, async (tp) => {
    await logInAsNewLearner(app, tp.page, 'Axe Learner');
    await tp.page.goto('/');
    await tp.page.getByRole('button', { name: /Account menu for/ }).click();
    await tp.page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  }));

it('lets keyboard users skip to the content, with the focus always visible', () =>
  withPage(app, { viewport: 'desktop' }, async (tp) => {
    const { page } = tp;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Every control reached by Tab shows a focus indicator.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const indicator = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        // A course card's link draws its ring inside the card, on ::after (cards clip their corners).
        const inside = getComputedStyle(element, '::after');
        return (
          style.boxShadow !== 'none' ||
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          (inside.content !== 'none' && inside.boxShadow !== 'none')
        );
      });
      expect(indicator).toBe(true);
    }
  }));

it('opens the e-mail hint dialog from the keyboard, closes it with Escape and returns focus', () =>
  withPage(app, { viewport: 'phone' }, async (tp) => {
    const { page } = tp;
    await page.goto('/users/reset');
    const opener = page.getByRole('button', { name: "Can't find Email?" });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Can't find the e-mail?" });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  }));

// The check every file above relies on: a clean verdict means nothing when it would miss these.
it('the check itself finds a nameless button, a picture without words and faint text', () =>
  withPage(app, { viewport: 'desktop' }, async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const faint = Object.assign(document.createElement('p'), { textContent: 'Barely there' });
      Object.assign(faint.style, { color: '#eeeeee', background: '#ffffff' });
      main.append(
        document.createElement('button'),
        Object.assign(document.createElement('img'), { src: '/favicon.svg' }),
        faint,
      );
    });
    const ids = (found: string[]) => found.map((line) => line.split(' ')[0]).sort();
    expect(ids(await seriousA11yViolations(page))).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(ids(await seriousA11yViolations(page, { rules: COLOUR_RULES }))).toEqual(['color-contrast']);
    expect(await seriousA11yViolations(page, { exclude: 'main' })).toEqual([]);
  }));
