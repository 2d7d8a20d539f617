/**
 * A learner's journey through resume, timestamped notes and certificates, in Chromium against the
 * local stack: watch to a second, continue on another device at that second, take a note at a
 * second and jump back to it, export the notebook, finish the course and share the certificate.
 *
 * The machine has no internet, so the YouTube IFrame API is the fake from test/support, served at
 * the API's real address: the app's own player code loads it and drives the video through it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { CERTIFICATE_STATEMENT } from '../../shared/certificates';
import type { Course } from '../../shared/types';
import {
  eventually,
  type Learner,
  logInAgainThroughApi,
  logInThroughApi,
  openPage,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
  withPage,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import type { FakePlayerView } from '../support/fake-youtube';
import { fakeVideoReady, serveFakeYouTube, setFakeVideoTime } from '../support/fake-youtube';

jest.setTimeout(90_000);

let course: Course;
let learner: Learner;
/** The first device, then the second one. */
let first: TestPage;
let second: TestPage;
let certificatePath: string;

// Registered before the app's hooks, so the devices close before the app does.
afterAll(() => Promise.all([first?.context.close(), second?.context.close()]));
const app = startAppForFile();
beforeAll(async () => {
  course = await freshCourse();
});

/** A browser of its own whose YouTube IFrame API is the fake. */
async function openDevice(): Promise<TestPage> {
  const tp = await openPage(app);
  await serveFakeYouTube(tp.context);
  return tp;
}

type PlayerCommand = 'play' | 'pause' | 'end';

/** The video as the fake IFrame API sees it. */
const video = (page: Page) =>
  page.evaluate(() => {
    const fake = (window as unknown as { __fakeYouTube: { current(): FakePlayerView } }).__fakeYouTube;
    const { start, time, state } = fake.current();
    return { start, time, state };
  });

/** Plays, pauses or ends the video at a second, as the learner would with YouTube's controls. */
const control = (page: Page, command: PlayerCommand, at?: number) =>
  page.evaluate(
    ([name, second]) => {
      const fake = (window as unknown as { __fakeYouTube: { current(): FakePlayerView } }).__fakeYouTube;
      fake.current()[name](second);
    },
    [command, at] as const,
  );

/** The answer to the position save that carries this lesson and second. */
const positionSaved = (page: Page, lessonId: string, position: number) =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (!response.url().endsWith('/api/progress/position') || request.method() !== 'PUT') return false;
    const body = JSON.parse(request.postData() ?? '{}') as { lessonId?: string; position?: number };
    return body.lessonId === lessonId && body.position === position && response.status() === 200;
  });

it('records the second a learner reached, on pause and when they leave the page', async () => {
  first = await openDevice();
  const { page } = first;
  learner = await logInThroughApi(app, page, 'Resume Rana');
  await page.goto(`/play/${course._id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await fakeVideoReady(page, 'Video: Lesson 1, Lesson 1');

  await page.getByRole('button', { name: /Lesson 2\s*Lesson 2/ }).click();
  await fakeVideoReady(page, 'Video: Lesson 2, Lesson 2');
  const paused = positionSaved(page, 'lesson-2', 95);
  await control(page, 'play', 60);
  await control(page, 'pause', 95);
  await paused;

  // Watching on, then leaving the page altogether: the save must outlive the page. (Playwright
  // does not report answers to requests of a page that is gone, so ask the server.)
  await control(page, 'play', 130);
  await page.goto('/dashboard');
  await eventually(
    async () => {
      const answer = await page.request.get(`/api/course/play/${course._id}`);
      const { lastLessonId, position } = (await answer.json()) as {
        lastLessonId?: string;
        position?: number;
      };
      return { lastLessonId, position };
    },
    { lastLessonId: 'lesson-2', position: 130 },
  );
  expect(first.errors).toEqual([]);
});

it('opens the course on another device at that lesson, within seconds of that second', async () => {
  second = await openDevice();
  const { page } = second;
  // The login is not the subject; what the dashboard offers after it is.
  await logInAgainThroughApi(app, page, learner);
  await page.goto('/dashboard');

  const card = page.getByRole('region', { name: 'Continue where you left off' });
  await card.getByRole('paragraph').filter({ hasText: course.name }).waitFor();
  await card.getByText('Lesson 2 · at 2:10').waitFor();
  await card.getByText('0%').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('link', { name: `Continue ${course.name}` }).click();

  await fakeVideoReady(page, 'Video: Lesson 2, Lesson 2');
  const src = await page.locator('iframe.player__frame').getAttribute('src');
  expect(Number(new URL(src!).searchParams.get('start'))).toBe(130);
  const now = await video(page);
  expect(Math.abs(now.time - 130)).toBeLessThanOrEqual(3);
  expect(second.errors).toEqual([]);
});

it('keeps the second a note was taken at, and the note plays the video from there', async () => {
  const { page } = second;
  await page.getByRole('tab', { name: 'Notes' }).click();
  await setFakeVideoTime(page, 42);
  await page.getByLabel('Title').fill('Slices');
  await page.getByLabel('Your note').fill('a[1:3] takes two <b>items</b>');
  await page.getByRole('button', { name: 'Save note' }).click();
  const jump = page.getByRole('button', { name: 'Play from 0:42: Slices' });
  await jump.waitFor();

  await setFakeVideoTime(page, 300);
  await jump.click();
  expect(await video(page)).toMatchObject({ time: 42, state: 1 });
  await page.getByText('Keyboard shortcuts').click();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A second note, on the first lesson, for the notebook (the chapters sit beside the video).
  await page.getByRole('button', { name: /Lesson 1\s*Lesson 1/ }).click();
  await fakeVideoReady(page, 'Video: Lesson 1, Lesson 1');
  await setFakeVideoTime(page, 7);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Title').fill('Intro');
  await page.getByLabel('Your note').fill('Why [this](https://evil.example) matters');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.getByRole('button', { name: 'Play from 0:07: Intro' }).waitFor();
});

it('exports the notebook with every note, its lesson and its time', async () => {
  const { page } = second;
  await page.getByRole('link', { name: 'Open the course notebook' }).click();
  await page.getByRole('heading', { name: course.name }).waitFor();
  await page.getByRole('heading', { name: 'Lesson 1: Lesson 1' }).waitFor();
  await page.getByRole('heading', { name: 'Lesson 2: Lesson 2' }).waitFor();

  await page.getByRole('searchbox', { name: 'Search notes' }).fill('SLICES');
  await page.getByText('1 of 2 notes match.').waitFor();
  expect(await page.getByRole('heading', { name: 'Lesson 1: Lesson 1' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as Markdown' }).click(),
  ]);
  // The course is named `Test Course <id>`, so its slug is `test-course-<id>`.
  expect(download.suggestedFilename()).toBe(`test-course-${course._id}-notes.md`);
  const markdown = await readFile((await download.path())!, 'utf8');
  expect(markdown).toContain(`# ${course.name}`);
  const lesson1 = markdown.indexOf('## Lesson 1: Lesson 1');
  const lesson2 = markdown.indexOf('## Lesson 2: Lesson 2');
  expect(lesson1).toBeGreaterThan(0);
  expect(lesson2).toBeGreaterThan(lesson1);
  expect(markdown.slice(lesson1, lesson2)).toContain(
    '- [0:07] **Intro** — Why \\[this\\]\\(https\\://evil.example\\) matters',
  );
  expect(markdown.slice(lesson2)).toContain(
    '- [0:42] **Slices** — a\\[1:3\\] takes two \\<b\\>items\\</b\\>',
  );
});

it('gives a certificate for a finished course, whose page anyone can open and which shows no e-mail; an unknown id shows not found', async () => {
  const { page } = second;
  await page.goto(`/play/${course._id}`);
  await fakeVideoReady(page, 'Video: Lesson 1, Lesson 1');
  // The keyboard for the first lesson, the boxes for the others.
  await page.locator('body').press('Shift+M');
  await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: true }).waitFor();
  for (const n of [2, 3]) {
    // The box shows the server's answer, so it turns checked a moment after the click.
    await page.getByRole('checkbox', { name: `Lesson ${n} completed` }).click();
    await page.getByRole('checkbox', { name: `Lesson ${n} completed`, checked: true }).waitFor();
  }
  await page.getByRole('button', { name: `Claim your certificate for ${course.name}` }).click();
  await page.waitForURL(/\/certificates\/[A-Za-z0-9_-]{22}$/);
  certificatePath = new URL(page.url()).pathname;

  await withPage(app, {}, async (visitor) => {
    await visitor.page.goto(certificatePath);
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { name: 'Certificate of Completion' }).waitFor();
    await main.getByText(learner.name, { exact: true }).waitFor();
    await main.getByText(course.name, { exact: true }).waitFor();
    await main.getByText('a free video course by test creator').waitFor();
    await main.getByText(CERTIFICATE_STATEMENT).waitFor();
    await main.getByText(certificatePath.split('/').pop()!, { exact: true }).waitFor();
    const text = (await main.textContent()) ?? '';
    expect(text).not.toContain(learner.email);
    expect(text).not.toContain('@');
    expect(await main.getByLabel('Link to this certificate').inputValue()).toBe(
      `${app.url}${certificatePath}`,
    );
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);

    // On paper only the certificate remains.
    await visitor.page.emulateMedia({ media: 'print' });
    expect(await visitor.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await visitor.page.locator('footer').isVisible()).toBe(false);
    expect(await main.getByRole('heading', { name: 'Certificate of Completion' }).isVisible()).toBe(true);
    await visitor.page.emulateMedia({ media: null });

    await visitor.page.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAA');
    await visitor.page.getByRole('heading', { name: 'Certificate not found' }).waitFor();
    expect(await visitor.page.getByText('Certificate of Completion').count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });
});

it('keeps the certificate on the dashboard', async () => {
  const { page } = second;
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: `View your certificate for ${course.name}` })
    .first()
    .waitFor();
  expect(second.errors).toEqual([]);
});
