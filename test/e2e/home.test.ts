/**
 * The home page in a real browser: the typewriter, the banner video, the row of courses on a phone
 * and the about picture loading lazily. (Its sections, true figures and row of courses, as a visitor
 * first sees them, are checked on routes.test.ts's visit of `/`.)
 *
 * Widths: 1280 px, except where the layout is the point: the row of courses on a phone, where it
 * scrolls sideways, and the about picture loading lazily there, where it starts far below the fold.
 * (That the page keeps still while the row fills, at both widths, is web-performance.test.ts's.)
 * The tests of a width share one browser context, each starting on a fresh load of `/`.
 */
import type { Page } from 'playwright-core';
import { eventually, openPageForBlock, startAppForFile, VIEWPORTS } from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

const typedWord = (page: Page) => page.getByTestId('typewriter-word').textContent();

describe('at 1280 px', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  afterEach(() => {
    expect(tp.errors).toEqual([]);
  });

  it('plays a silent looping banner video with a poster, which the visitor can pause', async () => {
    const { page } = tp;
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
  });

  // After the video's test: from here on the page's timers run only when the test moves the clock.
  describe('with the clock in the test’s hands', () => {
    beforeAll(() => tp.context.clock.install());

    it('types the headline words letter by letter, one after another, and starts over', async () => {
      const { page } = tp;
      // Only that it types and cycles: the timing itself (90 ms a letter, the 2 s pause) is pure logic,
      // tested to the millisecond in use-typewriter.test.tsx. A browser on a busy machine paints late,
      // so nothing here depends on how long a word stays.
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
      await page
        .getByText('Programming, Development, Designing and Much More')
        .waitFor({ state: 'attached' });
    });

    it('keeps still under reduced motion: a fixed word and a paused video', async () => {
      const { page } = tp;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByTestId('typewriter-word').waitFor();
      await page.clock.runFor(5_000);
      expect(await typedWord(page)).toBe('Programming');
      expect(await page.locator('.banner-video video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(
        true,
      );
    });
  });
});

describe('on a phone', () => {
  const tp = openPageForBlock(app, { viewport: 'phone' });
  afterEach(() => {
    expect(tp.errors).toEqual([]);
  });

  it('lets the row of courses scroll sideways, within the page width', async () => {
    const { page } = tp;
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
  });

  it('loads the about picture only when it comes near, over a blurred preview', async () => {
    const { page } = tp;
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
  });
});
