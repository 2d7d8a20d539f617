/**
 * Enrolling from a course's page and the player's layout, in Chromium against the local stack:
 * enrolling opens the player at lesson 1; an enrolled learner's course page says where to continue;
 * the player fits a phone (44 px tick targets, no sideways scroll, no shortcuts on touch) and puts
 * the chapters beside the video on a desktop.
 *
 * Widths: enrolling at 1280 px, as it does not depend on the width; the player, whose layout is
 * the phone's own, at 375 px on a touch-only device and at 1280 px.
 *
 * The YouTube IFrame API is the fake from test/support (the machine has no internet), served at
 * the API's real address, so the app's own player code drives the video through it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Course } from '../../shared/types';
import {
  type App,
  type Learner,
  logInAgainThroughApi,
  logInThroughApi,
  openPage,
  type PageOptions,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { serveFakeYouTube } from '../support/fake-youtube';

jest.setTimeout(120_000);

/** A picture of the player for review, in the system's temporary folder: it is no test result. */
const picture = (name: string) => join(tmpdir(), `enrol-player-${name}.png`);

const app = startAppForFile();
const detailPath = (course: Course) => `/course/id/${course._id}/detail`;

/** A browser of its own whose YouTube IFrame API is the fake. */
async function openBrowser(on: App, options: PageOptions = {}): Promise<TestPage> {
  const tp = await openPage(on, options);
  await serveFakeYouTube(tp.context);
  return tp;
}

/** Waits until the video titled `title` (any, without one) is on screen and the app holds its player. */
async function videoReady(page: Page, title?: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.player__frame');
    const fake = (window as unknown as { __fakeYouTube?: { current(): { ready: boolean } | undefined } })
      .__fakeYouTube;
    return (
      frame != null && (expected === null || frame.title === expected) && fake?.current()?.ready === true
    );
  }, title ?? null);
}

describe('enrolling from a course page', () => {
  let course: Course;
  let tp: TestPage;

  beforeAll(async () => {
    course = await freshCourse();
    tp = await openBrowser(app);
    // A visitor's way through sign-up to the player is enrol-as-visitor.test.ts.
    await logInThroughApi(app, tp.page, 'Enrol Ena');
    await tp.page.goto(detailPath(course));
  });
  afterAll(() => tp?.context.close());

  it('opens the player at lesson 1 on enrolling', async () => {
    const { page } = tp;
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL((url) => url.pathname === `/play/${course._id}`);
    expect(new URL(page.url()).searchParams.get('lesson')).toBe('lesson-1');
    await videoReady(page, 'Video: Lesson 1, Lesson 1');
    expect(tp.errors).toEqual([]);
  });

  it("shows an enrolled learner's course page where to continue, and the link opens that lesson", async () => {
    const { page } = tp;
    // Lesson 1 is where the learner left the player (and the first lesson not ticked).
    await page.goto(detailPath(course));
    const again = page.getByRole('link', { name: 'Continue: lesson 1' });
    await again.waitFor();
    expect(await page.getByRole('button', { name: 'Enroll Now' }).count()).toBe(0);
    await again.click();
    await videoReady(page, 'Video: Lesson 1, Lesson 1');

    // The learner moves on to lesson 3 and pauses there: that is where they continue.
    await page.getByRole('button', { name: /Lesson 3\s*Lesson 3/ }).click();
    await videoReady(page, 'Video: Lesson 3, Lesson 3');
    // The pause's own save (choosing lesson 3 saved its second 0 just before, which may answer later).
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/progress/position') &&
        response.status() === 200 &&
        JSON.parse(response.request().postData() ?? '{}').position === 75,
    );
    await page.evaluate(() => {
      const fake = (window as unknown as { __fakeYouTube: { current(): { pause(at: number): void } } })
        .__fakeYouTube;
      fake.current().pause(75);
    });
    await saved;
    await page.goto(detailPath(course));
    await page.getByRole('link', { name: 'Continue: lesson 3' }).click();
    await videoReady(page, 'Video: Lesson 3, Lesson 3');
    const src = await page.locator('iframe.player__frame').getAttribute('src');
    expect(new URL(src!).searchParams.get('start')).toBe('75');
    expect(tp.errors).toEqual([]);
  });
});

describe('the player at a phone and a desktop width', () => {
  let course: Course;
  let learner: Learner;
  let phone: TestPage;
  let desktop: TestPage;

  beforeAll(async () => {
    course = await freshCourse();
    desktop = await openBrowser(app);
    learner = await logInThroughApi(app, desktop.page, 'Layout Lee');
    await desktop.page.goto(`/play/${course._id}`);
    await desktop.page.getByRole('button', { name: 'Enroll Now' }).click();
    await videoReady(desktop.page, 'Video: Lesson 1, Lesson 1');
  });
  afterAll(() => Promise.all([phone?.context.close(), desktop?.context.close()]));

  /** Opens the course's player in a new browser of the given kind, logged in as the learner. */
  async function playerOn(options: PageOptions): Promise<TestPage> {
    const tp = await openBrowser(app, options);
    await logInAgainThroughApi(app, tp.page, learner);
    await tp.page.goto(`/play/${course._id}`);
    await videoReady(tp.page);
    return tp;
  }

  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('at 375 px on a touch-only device: every chapter row is a 44 px tick target, the tabs all show, nothing scrolls sideways, and no keyboard shortcuts', async () => {
    phone = await playerOn({ viewport: 'phone', touch: true });
    const { page } = phone;
    const rows = await page.locator('.chapters__item').evaluateAll((items) =>
      items.map((item) => {
        const tick = item.querySelector('.chapters__tick')!.getBoundingClientRect();
        return { row: item.getBoundingClientRect().height, tick: [tick.width, tick.height] };
      }),
    );
    expect(rows).toHaveLength(3);
    for (const { row, tick } of rows) {
      expect(row).toBeGreaterThanOrEqual(44);
      expect(Math.min(...tick)).toBeGreaterThanOrEqual(44);
    }
    // The whole target ticks, not just the box drawn in it: a tap at its corner.
    const target = await box(page, '.chapters__tick');
    await page.touchscreen.tap(target.x + 2, target.y + 2);
    await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: true }).waitFor();

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const tabs = await page.getByRole('tab').evaluateAll((all) =>
      all.map((tab) => {
        const { left, right } = tab.getBoundingClientRect();
        return { name: tab.textContent, inside: left >= 0 && right <= window.innerWidth };
      }),
    );
    expect(tabs).toEqual(
      ['Lessons', 'Discussion', 'Notes', 'Resources'].map((name) => ({ name, inside: true })),
    );
    expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(
      true,
    );
    await page.getByRole('tab', { name: 'Lessons' }).waitFor();
    expect(await page.getByText('Keyboard shortcuts').isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: picture('375x812'), fullPage: true, animations: 'disabled' });
    expect(phone.errors).toEqual([]);
  });

  it('at 1280 px: the chapters sit beside the video and the other tabs below it, without moving anything', async () => {
    const { page } = desktop;
    await page.reload();
    await videoReady(page, 'Video: Lesson 1, Lesson 1');
    // Anything that moves from here on by itself (a sidebar arriving late, a lesson's parts loading)
    // is a layout shift. As in CLS, what follows the learner's own press at once does not count: a
    // tab with less in it moves the footer up, as the learner expects.
    await page.evaluate(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    const video = await box(page, '.player');
    const sidebar = page.getByRole('complementary', { name: 'Lessons' });
    const side = (await sidebar.boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(video.x + video.width);
    expect(side.y).toBeLessThan(video.y + video.height);
    expect(Math.abs(side.y - video.y)).toBeLessThanOrEqual(60);
    expect(await sidebar.getByRole('checkbox').count()).toBe(3);

    const tablist = (await page.getByRole('tablist').boundingBox())!;
    expect(tablist.y).toBeGreaterThanOrEqual(video.y + video.height);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Discussion', 'Notes', 'Resources']);
    // One tab stop, and the arrow keys move along the tabs.
    const selected = page.getByRole('tab', { selected: true });
    expect(await selected.textContent()).toBe('Notes');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resources');
    await page.keyboard.press('Home');
    await page.getByRole('tab', { name: 'Discussion', selected: true }).waitFor();
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);

    await page.getByRole('button', { name: /Lesson 2\s*Lesson 2/ }).click();
    await videoReady(page, 'Video: Lesson 2, Lesson 2');
    expect(await page.getByText('Keyboard shortcuts').isVisible()).toBe(true);
    const shift = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(shift).toBeLessThan(0.01);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: picture('1280x800'), fullPage: true, animations: 'disabled' });
    expect(desktop.errors).toEqual([]);
  });
});
