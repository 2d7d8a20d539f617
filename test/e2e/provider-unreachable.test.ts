/**
 * YouTube unreachable (a school or office network that blocks it, or no connection), in Chromium
 * against the local stack: the video provider's origin and YouTube's image host refuse every
 * request. The player says so in the product's words with "Try again" and "Open on YouTube", and
 * gives way to the video once the provider answers again; every course cover shows its designed
 * fallback (initials on the category's colour), never a broken image or its alt text, and the page
 * does not move while the pictures fail.
 *
 * Widths: 1280 and 390 px, as the message must fit the video's narrow box on a phone and the covers
 * change size with the layout.
 */
import type { Page, Route } from 'playwright-core';
import type { Course } from '../../shared/types';
import {
  logInThroughApi,
  openPage,
  screenshot,
  scrollThrough,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { freshVideoId, playerOrigin, providerControl } from '../support/video-provider';

jest.setTimeout(120_000);

const app = startAppForFile();
const PROVIDER = playerOrigin();
const PICTURES = 'https://i.ytimg.com/**';
const UNREACHABLE = "YouTube can't be reached from this network.";

let course: Course;
let tp: TestPage;
/** Whether the provider refuses requests; when not, they go to it (openPage would answer them itself). */
let providerBlocked = true;
const blocked = (route: Route) => route.abort('internetdisconnected');

beforeAll(async () => {
  const videos = [freshVideoId(), freshVideoId()];
  const provider = providerControl();
  await Promise.all(videos.map((id, i) => provider.setVideo(id, 'ok', { title: `Part ${i}`, seconds: 300 })));
  course = await freshCourse({
    name: 'Unreachable Umbrellas',
    category: 'Weather',
    lessons: videos.map((link, i) => ({
      _id: `lesson-${i + 1}`,
      lesson: i + 1,
      link,
      lessonName: `Part ${i + 1}`,
    })),
    lessonCount: videos.length,
  });
  tp = await openPage(app);
  // Registered after openPage's answers for other hosts, so these win.
  await tp.context.route(`${PROVIDER}/**`, (route) => (providerBlocked ? blocked(route) : route.continue()));
  await tp.context.route(PICTURES, blocked);
  // Layout shifts a cover caused: of the cover itself, or of what follows it in its card or section.
  await tp.context.addInitScript(() => {
    const shifts = { byCovers: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    // A card or a list of them that moved as a whole was pushed by something outside it (content
    // above arriving on a busy machine), not by a cover; a cover that changes size moves what
    // follows it inside its own card or section.
    const nearCover = (node: Node | null) =>
      node instanceof Element &&
      !node.matches('.course-card') &&
      node.querySelector('.course-card') === null &&
      (node.closest('.course-cover, .course-card') !== null ||
        node.parentElement?.querySelector(':scope > .course-cover') != null);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
      >)
        if (!entry.hadRecentInput && entry.sources.some((source) => nearCover(source.node)))
          shifts.byCovers += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await logInThroughApi(app, tp.page, 'Offline Olu');
});
afterAll(() => tp?.context.close());

/** What Chromium logs for each refused request; anything else is a fault. */
const realErrors = () => tp.errors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED/.test(error));
const problemBox = (page: Page) => page.getByRole('region', { name: 'Video unavailable' });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectUsableMessage(page: Page): Promise<void> {
  const box = problemBox(page);
  await box.getByRole('alert').filter({ hasText: UNREACHABLE }).waitFor();
  const width = page.viewportSize()!.width;
  for (const action of [
    box.getByRole('button', { name: 'Try again' }),
    box.getByRole('link', { name: /Open on YouTube/ }),
  ]) {
    const { x, width: wide, height } = (await action.boundingBox())!;
    expect(height).toBeGreaterThanOrEqual(44);
    expect(x >= 0 && x + wide <= width).toBe(true);
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, 'provider-unreachable-player');
}

/** Every cover on the page: its label, whether it shows initials, and whether a picture is still in it. */
const covers = (page: Page) =>
  page.locator('.course-cover').evaluateAll((boxes) =>
    boxes.map((box) => ({
      label: box.getAttribute('aria-label'),
      initials: box.querySelector('.course-cover__fallback')?.textContent ?? '',
      // A failed picture is hidden, the fallback under it showing: drawn at all, it would show the
      // broken-image icon, so what counts is the style, not only the attribute.
      picture: Array.from(box.querySelectorAll('img')).some(
        (img) => getComputedStyle(img).display !== 'none',
      ),
    })),
  );

/** Every cover on the page at `path` shows its fallback, keeps 16:9 and moves nothing. */
async function expectFallbackCovers(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const box = page.locator('.course-cover').first();
  await box.waitFor();
  // Lazy pictures are asked for only as they come into view.
  await scrollThrough(page);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.course-cover img')).every((img) => img.hidden),
  );
  const shown = await covers(page);
  expect(shown.every(({ initials, picture }) => initials.length > 0 && !picture)).toBe(true);
  const { width, height } = (await box.boundingBox())!;
  expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.02);
  expect(
    await page.evaluate(
      () => (window as unknown as { layoutShift: { byCovers: number } }).layoutShift.byCovers,
    ),
  ).toBe(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('the player', () => {
  it('says YouTube cannot be reached, with Try again and Open on YouTube, at 1280 and 390 px', async () => {
    const { page } = tp;
    await page.goto(`/play/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expectUsableMessage(page);
    expect(await page.locator('iframe.player__frame').count()).toBe(0);
    expect(
      await problemBox(page)
        .getByRole('link', { name: /Open on YouTube/ })
        .getAttribute('href'),
    ).toBe(`https://www.youtube.com/watch?v=${course.lessons![0]!.link}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectUsableMessage(page);
    expect(realErrors()).toEqual([]);
  });

  it('shows the video again after Try again once the provider answers', async () => {
    const { page } = tp;
    await page.setViewportSize({ width: 1280, height: 800 });
    const tryAgain = problemBox(page).getByRole('button', { name: 'Try again' });
    // Still blocked: the message stays and says it tried.
    await tryAgain.click();
    await problemBox(page).getByText('Still no answer').waitFor();
    providerBlocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.frameLocator('iframe.player__frame').getByRole('button', { name: 'Play' }).waitFor();
    expect(await problemBox(page).count()).toBe(0);
    providerBlocked = true;
    expect(realErrors()).toEqual([]);
  });
});

describe('course covers', () => {
  it.each([1280, 390])(
    'show initials on the category colour at %i px, and the page stays still',
    async (width) => {
      await tp.page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await expectFallbackCovers(tp.page, `/course/id/${course._id}/detail`);
      expect(await covers(tp.page)).toEqual([
        { label: 'Cover of Unreachable Umbrellas', initials: 'UU', picture: false },
      ]);
      await expectFallbackCovers(tp.page, '/course');
      await screenshot(tp.page, 'provider-unreachable-catalogue');
      await expectFallbackCovers(tp.page, '/dashboard');
      expect(realErrors()).toEqual([]);
    },
  );
});
