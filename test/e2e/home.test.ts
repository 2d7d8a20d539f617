/**
 * The home page in a real browser: its sections, its true figures and its row of courses, the
 * typewriter and the banner video.
 *
 * Widths: 1280 px, except where the layout is the point: the row of courses on a phone, where it
 * scrolls sideways, and the about picture loading lazily there, where it starts far below the fold.
 * (That the page keeps still while the row fills, at both widths, is web-performance.test.ts's.)
 */
import type { Page } from 'playwright-core';
import {
  eventually,
  type PageOptions,
  startAppForFile,
  type TestPage,
  VIEWPORTS,
  withPage,
} from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

const typedWord = (page: Page) => page.getByTestId('typewriter-word').textContent();

/** Runs `run` on a page of its own, which must end without a console error. */
const withCleanPage = (options: PageOptions, run: (tp: TestPage) => Promise<void>) =>
  withPage(app, options, async (tp) => {
    await run(tp);
    expect(tp.errors).toEqual([]);
  });

it('shows the banner, true figures, a row of courses and the sections, with no made-up contact', () =>
  withCleanPage({ viewport: 'desktop' }, async ({ page }) => {
    // The catalogue's answer the page itself gets for its figures and its row.
    const answered = page.waitForResponse((response) => response.url().includes('/api/catalogue?limit=8'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const headings = await page.locator('main h1, main h2').allTextContents();
    // No invented reviews; no "Connect with Us" while the site has no social pages set.
    expect(headings).toEqual([
      'Join Now And Start Learning From Leading Teachers In Industry.',
      'What we offer',
      'Popular courses',
      'Why Choose Us',
      'About us',
    ]);
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
    // The test stack sets no contact and no social pages: the footer shows none, and nothing made up.
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('heading', { name: 'Contact' }).count()).toBe(0);
    expect(
      await footer.getByRole('link', { name: /Facebook|YouTube|Instagram|Telegram|@|\+\d/ }).count(),
    ).toBe(0);
  }));

it('lets the row of courses scroll sideways on a phone, within the page width', () =>
  withCleanPage({ viewport: 'phone' }, async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Popular courses' }).getByRole('list');
    await row.getByRole('article').first().waitFor();
    const sizes = await row.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth,
      card: list.querySelector('li')!.getBoundingClientRect().width,
    }));
    // One card and a part of the next show, so it is plain that more follow.
    expect(sizes.scrolls).toBe(true);
    expect(sizes.page).toBe(true);
    expect(sizes.card).toBeLessThan(VIEWPORTS.phone.width - 32);
  }));

it('types the headline words letter by letter, one after another, and starts over', () =>
  withCleanPage({ viewport: 'desktop' }, async ({ page }) => {
    // Only that it types and cycles: the timing itself (90 ms a letter, the 2 s pause) is pure logic,
    // tested to the millisecond in use-typewriter.test.tsx. A browser on a busy machine paints late,
    // so nothing here depends on how long a word stays.
    await page.clock.install();
    await page.goto('/');
    await page.getByTestId('typewriter-word').waitFor();
    const words = ['Programming', 'Development', 'Designing', 'Much More'];
    const seen: string[] = [];
    let typedPartly = false;
    // Small clock steps, many of them: React renders between steps, so no whole word is skipped.
    for (let step = 0; step < 1_000 && seen.length < 5; step++) {
      await page.clock.runFor(100);
      const word = (await typedWord(page)) ?? '';
      if (word && word !== 'Programming' && 'Programming'.startsWith(word)) typedPartly = true;
      if (words.includes(word) && seen.at(-1) !== word) seen.push(word);
    }
    expect(typedPartly).toBe(true);
    expect(seen).toEqual([...words, 'Programming']);
    // Screen readers get the words once, not letter by letter.
    await page.getByText('Programming, Development, Designing and Much More').waitFor({ state: 'attached' });
  }));

it('plays a silent looping banner video with a poster, which the visitor can pause', () =>
  withCleanPage({ viewport: 'desktop' }, async ({ page }) => {
    await page.goto('/');
    const video = page.locator('.banner-video video');
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('.banner-video video');
      return v !== null && !v.paused && v.currentTime > 0;
    });
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      inline: v.playsInline,
      autoplay: v.autoplay,
      poster: new URL(v.poster).pathname,
      sources: Array.from(v.querySelectorAll('source')).map((s) => s.type),
      audioBytes: (v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number })
        .webkitAudioDecodedByteCount,
    }));
    expect(state).toEqual({
      muted: true,
      loop: true,
      inline: true,
      // Started by the page, which knows the visitor's motion preference; the HTML rendered at build
      // time cannot.
      autoplay: false,
      poster: '/media/banner-poster.webp',
      sources: ['video/webm', 'video/mp4'],
      audioBytes: 0,
    });
    await page.getByRole('button', { name: 'Pause the banner video' }).click();
    await page.getByRole('button', { name: 'Play the banner video' }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  }));

it('keeps still under reduced motion: a fixed word and a paused video', () =>
  withCleanPage({ viewport: 'desktop', reducedMotion: 'reduce' }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByTestId('typewriter-word').waitFor();
    await page.clock.runFor(5_000);
    expect(await typedWord(page)).toBe('Programming');
    expect(await page.locator('.banner-video video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  }));

it('loads the about picture only when it comes near, over a blurred preview', () =>
  withCleanPage({ viewport: 'phone' }, async ({ page }) => {
    await page.goto('/');
    const picture = page.locator('.split__media');
    const image = picture.locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('src')).toBeNull();
    expect(await picture.locator('.lazy-image__preview').getAttribute('style')).toContain('data:image/webp');
    await picture.scrollIntoViewIfNeeded();
    await eventually(() => image.getAttribute('src'), '/media/about.webp');
    await eventually(async () => (await picture.getAttribute('class'))?.includes('is-loaded'), true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  }));
