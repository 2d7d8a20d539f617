/**
 * The player with the local video provider's own player, in Chromium against the local stack, as
 * `npm start` runs it with `YOUTUBE=local`: a lesson whose video its owner closed to other sites
 * shows why in place of the video, at a phone's and a desktop's width, offers the next lesson and
 * YouTube, and is reported once, which an admin sees in the content health list; and a video plays
 * in real time from the second asked for, and the app saves where the learner paused.
 *
 * Widths: the message at 1280 px and, in the same page, at 390 px, where it must fit the video's
 * narrow box; playing at 1280 px, as it does not depend on the width.
 */
import type { FrameLocator, Page, Request } from 'playwright-core';
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../support/admins';
import {
  logInThroughApi,
  openPage,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { contentClient } from '../support/content-client';
import { freshCourse } from '../support/courses';
import { freshVideoId, playerOrigin, providerControl } from '../support/video-provider';

jest.setTimeout(120_000);

const app = startAppForFile();
const PROVIDER = playerOrigin();
const NOT_EMBEDDABLE = "The owner of this video doesn't allow it to be played on other sites.";

let course: Course;
let closedVideo: string;
let tp: TestPage;
const problemReports: Request[] = [];

beforeAll(async () => {
  const provider = providerControl();
  closedVideo = freshVideoId();
  const playable = [freshVideoId(), freshVideoId()];
  await Promise.all([
    provider.setVideo(closedVideo, 'unembeddable', { title: 'Closed to other sites', seconds: 300 }),
    provider.setVideo(playable[0]!, 'ok', { title: 'Variables', seconds: 600 }),
    provider.setVideo(playable[1]!, 'ok', { title: 'Loops', seconds: 420 }),
  ]);
  const lessons = [closedVideo, ...playable].map((link, i) => ({
    _id: `lesson-${i + 1}`,
    lesson: i + 1,
    link,
    lessonName: ['Why program?', 'Variables', 'Loops'][i]!,
  }));
  course = await freshCourse({ lessons, lessonCount: lessons.length });
  tp = await openPage(app);
  // openPage answers every other host itself; the provider is part of the stack, as the app is.
  await tp.context.route(`${PROVIDER}/**`, (route) => route.continue());
  tp.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/problem')) problemReports.push(request);
  });
  await logInThroughApi(app, tp.page, 'Player Pat');
});
afterAll(() => tp?.context.close());

const problemBox = (page: Page) => page.getByRole('region', { name: 'Video unavailable' });
const videoFrame = (page: Page): FrameLocator => page.frameLocator('iframe.player__frame');

/** The message, the way on and the link to YouTube fit the width, with no axe violation. */
async function expectUsableMessage(page: Page): Promise<void> {
  const box = problemBox(page);
  await box.getByRole('alert').filter({ hasText: NOT_EMBEDDABLE }).waitFor();
  const next = box.getByRole('button', { name: 'Next lesson' });
  const youTube = box.getByRole('link', { name: /Open on YouTube/ });
  const width = page.viewportSize()!.width;
  for (const action of [next, youTube]) {
    const { x, width: wide, height } = (await action.boundingBox())!;
    expect(height).toBeGreaterThanOrEqual(44);
    expect(x >= 0 && x + wide <= width).toBe(true);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('a video its owner closed to other sites', () => {
  it('shows why in place of the video at 1280 and 390 px, and reports it once', async () => {
    const { page } = tp;
    const reported = page.waitForResponse((response) => response.url().endsWith('/lessons/lesson-1/problem'));
    await page.goto(`/play/${course._id}`);
    // Enrolling opens the player at lesson 1, whose video the provider's player refuses with 150.
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expectUsableMessage(page);
    expect(await page.locator('iframe.player__frame').count()).toBe(0);
    await expect(
      problemBox(page)
        .getByRole('link', { name: /Open on YouTube/ })
        .getAttribute('href'),
    ).resolves.toBe(`https://www.youtube.com/watch?v=${closedVideo}`);
    const answer = await reported;
    expect([answer.status(), answer.request().postDataJSON()]).toEqual([202, { code: 150 }]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectUsableMessage(page);
    expect(problemReports).toHaveLength(1);
    expect(tp.errors).toEqual([]);
  });

  it('is in the content health list for admins at once, with the report counted', async () => {
    const admin = await loggedInAdmin('Health Hana');
    const { status, body } = await contentClient(admin.jar).health();
    expect(status).toBe(200);
    expect(body.problems.find((p) => p.courseId === course._id)).toMatchObject({
      lessonId: 'lesson-1',
      link: closedVideo,
      state: 'reported',
      reports: 1,
    });
  });

  it('moves on with Next lesson, whose video plays', async () => {
    const { page } = tp;
    await page.setViewportSize({ width: 1280, height: 800 });
    await problemBox(page).getByRole('button', { name: 'Next lesson' }).click();
    // Chosen by the learner, the next video starts on its own.
    await videoFrame(page).getByRole('button', { name: 'Pause' }).waitFor();
    expect(await page.locator('iframe.player__frame').getAttribute('title')).toBe(
      'Video: Lesson 2, Variables',
    );
    expect(await problemBox(page).count()).toBe(0);
    expect(problemReports).toHaveLength(1);
    expect(tp.errors).toEqual([]);
  });
});

describe("the local provider's player", () => {
  it('opens at the second asked for, plays in real time, and the app saves where the learner paused', async () => {
    const { page } = tp;
    await page.goto(`/play/${course._id}?lesson=lesson-2&t=30`);
    const video = videoFrame(page);
    await video.getByText('0:30 / 10:00').waitFor();
    // The app's player has made contact with the frame: from now on it hears play and pause.
    await video.locator(`body[data-driven-by="${app.url}"]`).waitFor({ state: 'attached' });
    await video.getByRole('button', { name: 'Play' }).click();
    await video.getByText(/^0:3[1-9] \/ 10:00$/).waitFor();

    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/progress/position'),
    );
    await video.getByRole('button', { name: 'Pause' }).click();
    const point = (await saved).postDataJSON();
    expect(point).toMatchObject({ courseId: course._id, lessonId: 'lesson-2' });
    expect(point.position).toBeGreaterThanOrEqual(31);
    expect((await (await saved).response())?.status()).toBe(200);
    expect(tp.errors).toEqual([]);
  });
});
