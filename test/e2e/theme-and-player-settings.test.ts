/**
 * The theme and the player's settings, in Chromium against the local stack:
 * - a stored dark choice is on `<html>` before any of the app's code runs (the page head's inline
 *   script, allowed by the Content-Security-Policy's hash of exactly that text), on a page rendered
 *   at build time and on the app shell;
 * - a learner's theme follows them to a second browser when they log in there;
 * - the speed set with `>` reaches the local provider's player and survives a reload.
 *
 * Widths: 1280 px; none of this depends on the width.
 */
import { createHash } from 'node:crypto';
import type { FrameLocator, Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../shared/theme';
import type { Course } from '../../shared/types';
import {
  closingAfter,
  logInThroughApi,
  openPage,
  startAppForFile,
  type TestPage,
  VIEWPORTS,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { freshVideoId, playerOrigin, providerControl } from '../support/video-provider';

jest.setTimeout(120_000);

const app = startAppForFile();

/** Every inline script of an HTML page (the JSON blocks of route data are not scripts). */
const inlineScripts = (html: string): string[] =>
  [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((found) => found[1]!);

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page's background colour and theme attribute as the browser has them now. */
const paintedTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));

const DARK_BACKGROUND = 'rgb(15, 23, 42)';
const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';

describe('the theme before the app runs', () => {
  it("is allowed by the policy's hash: the only inline script of each page is the one it names", async () => {
    for (const path of ['/', '/course', '/dashboard']) {
      const response = await fetch(`${app.url}${path}`);
      const policy = response.headers.get('content-security-policy')!;
      const scripts = inlineScripts(await response.text());
      expect(scripts).toHaveLength(1);
      expect(policy).toContain(sha256Source(scripts[0]!));
    }
  });

  it('paints a stored choice at once, with none of the app’s JavaScript loaded', async () => {
    // A bare context: the app never adopts these pages, so nothing waits for it to.
    const context = await app.browser.newContext({ baseURL: app.url, viewport: VIEWPORTS.desktop });
    await closingAfter([context], async () => {
      // The app's code never arrives: whatever the page shows is the head script's and the stylesheet's.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
      // A page rendered at build time, and the app shell (a learner's page).
      for (const path of ['/about', '/dashboard']) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(await paintedTheme(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
      }
      // Light chosen on a device set to dark: the choice wins.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
      await page.goto('/course', { waitUntil: 'domcontentloaded' });
      expect(await paintedTheme(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
      // No choice: the device's setting.
      await page.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
      await page.goto('/course', { waitUntil: 'domcontentloaded' });
      expect(await paintedTheme(page)).toEqual({ theme: null, background: DARK_BACKGROUND });
    });
  });
});

describe("a learner's theme", () => {
  it('follows them to another browser when they log in there', async () => {
    const first = await openPage(app);
    const second = await openPage(app);
    await closingAfter([first.context, second.context], async () => {
      const learner = await logInThroughApi(app, first.page, 'Theme Theo');
      await first.page.goto('/dashboard');
      const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/users/me/preferences'));
      // The menu closes when the address changes, and the dashboard may still be settling on a
      // busy machine: open it again until the choice is made.
      const dark = first.page
        .getByRole('group', { name: 'Theme' })
        .first()
        .getByRole('button', { name: 'Dark' });
      for (let attempt = 0; ; attempt++) {
        if (!(await dark.isVisible()))
          await first.page.getByRole('button', { name: /Account menu for/ }).click();
        try {
          await dark.click({ timeout: 5_000 });
          break;
        } catch (error) {
          if (attempt === 4) throw error;
        }
      }
      expect((await saved).status()).toBe(200);
      expect(await paintedTheme(first.page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });

      // The second browser has never seen a choice: light, until the learner logs in.
      const { page } = second;
      await page.goto('/login');
      expect((await paintedTheme(page)).theme).toBeNull();
      await page.getByLabel('Email').fill(learner.email);
      await page.getByLabel('Password').fill(learner.password);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard');
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      // Kept on this device too, so its next page load paints dark before the app runs.
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await paintedTheme(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
      expect([...first.errors, ...second.errors]).toEqual([]);
    });
  });
});

describe("the player's speed", () => {
  let course: Course;
  let tp: TestPage;
  const PROVIDER = playerOrigin();
  const videoFrame = (page: Page): FrameLocator => page.frameLocator('iframe.player__frame');

  beforeAll(async () => {
    const videos = [freshVideoId(), freshVideoId()];
    await Promise.all(
      videos.map((id, i) => providerControl().setVideo(id, 'ok', { title: `Part ${i + 1}`, seconds: 600 })),
    );
    const lessons = videos.map((link, i) => ({
      _id: `lesson-${i + 1}`,
      lesson: i + 1,
      link,
      lessonName: `Part ${i + 1}`,
    }));
    course = await freshCourse({ lessons, lessonCount: lessons.length });
    tp = await openPage(app);
    await tp.context.route(`${PROVIDER}/**`, (route) => route.continue());
    await logInThroughApi(app, tp.page, 'Speedy Sam');
  });
  afterAll(() => tp?.context.close());

  it("reaches the provider's player with > and is still set after a reload", async () => {
    const { page } = tp;
    await page.goto(`/play/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const video = videoFrame(page);
    await video.locator(`body[data-driven-by="${app.url}"]`).waitFor({ state: 'attached' });
    await video.getByText('Speed 1× · Captions off').waitFor();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/preferences'));
    await page.locator('body').press('Shift+Period');
    await page.getByRole('status').filter({ hasText: 'Speed 1.25×' }).waitFor();
    await video.getByText('Speed 1.25× · Captions off').waitFor();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await videoFrame(page).getByText('Speed 1.25× · Captions off').waitFor();
    expect(await page.getByRole('combobox', { name: 'Speed' }).inputValue()).toBe('1.25');

    // Captions from the settings, shown in the provider's player too.
    await page.getByRole('checkbox', { name: 'Captions' }).check();
    await videoFrame(page).getByText('Speed 1.25× · Captions on').waitFor();
    expect(tp.errors).toEqual([]);
  });
});
