/**
 * Self-check quizzes in Chromium against the local stack, each journey at one width: a learner
 * enrols, watches a lesson, is offered its quiz, fails it with the keyboard, reads which questions
 * were right (and why, for those only), passes it and then sees every answer, and claims a
 * certificate that names the quiz with its best score; an admin writes a quiz in the editor.
 * The options come in a new order on every load, so the test finds them by their text.
 *
 * The machine has no internet, so the YouTube IFrame API is the fake from test/support, served at
 * the API's real address.
 */
import type { Page } from 'playwright-core';
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../support/admins';
import {
  type App,
  closingAfter,
  logInAgainThroughApi,
  logInThroughApi,
  openPage,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
  type ViewportName,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { type FakePlayerView, serveFakeYouTube } from '../support/fake-youtube';
import { sampleQuiz, withQuizzes } from '../support/quiz-client';

jest.setTimeout(180_000);

const app = startAppForFile();

/** A browser of its own at `viewport`, whose YouTube IFrame API is the fake. */
async function openBrowser(on: App, viewport: ViewportName): Promise<TestPage> {
  const tp = await openPage(on, { viewport });
  await serveFakeYouTube(tp.context);
  return tp;
}

/** Waits until the video titled `title` is on screen and the app holds its player, then ends it. */
async function watchToTheEnd(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.player__frame');
    const fake = (window as unknown as { __fakeYouTube?: { current(): { ready: boolean } | undefined } })
      .__fakeYouTube;
    return frame?.title === expected && fake?.current()?.ready === true;
  }, title);
  await page.evaluate(() => {
    (window as unknown as { __fakeYouTube: { current(): FakePlayerView } }).__fakeYouTube.current().end();
  });
}

async function expectAccessible(tp: TestPage, name: string): Promise<void> {
  expect(await seriousA11yViolations(tp.page)).toEqual([]);
  await screenshot(tp.page, name);
}

// Each journey once: the learner's at desktop width, the admin's at phone width, where the editor's
// form is at its narrowest (the quiz page's own layout is one column at both).
describe.each(['desktop'] as const)('a learner at %s width', (viewport) => {
  let course: Course;
  let tp: TestPage;

  beforeAll(async () => {
    course = await freshCourse();
    await withQuizzes(course, [sampleQuiz('Numbers and loops', 1)]);
    tp = await openBrowser(app, viewport);
  });
  afterAll(() => tp?.context.close());

  it('enrols, watches a lesson and is offered its quiz before the next lesson', async () => {
    const { page } = tp;
    await logInThroughApi(app, page, 'Quiz Quinn');
    await page.goto(`/play/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();

    const quizRow = page.getByRole('link', { name: /Quiz\s*Numbers and loops\s*Not taken/ });
    await quizRow.waitFor();
    await expectAccessible(tp, 'quiz-player');

    await watchToTheEnd(page, 'Video: Lesson 1, Lesson 1');
    await page.getByText('Up next: Quiz: Numbers and loops').waitFor();
    await page.getByRole('link', { name: 'Take the quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Numbers and loops' }).waitFor();
    await page.getByText('Not taken yet').waitFor();
    await expectAccessible(tp, 'quiz-questions');
    expect(tp.errors).toEqual([]);
  });

  it('fails it using only the keyboard, then learns which were right, and why for those only', async () => {
    const { page } = tp;
    const focused = () =>
      page.evaluate(() =>
        (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim(),
      );
    // Question 1 (a radio group): 3, wrong.
    await page.getByRole('radio', { name: '3', exact: true }).focus();
    await page.keyboard.press('Space');
    // Question 2 (four checkboxes, in this load's order): 2 and 3, right.
    for (let box = 0; box < 4; box++) {
      await page.keyboard.press('Tab');
      if (['2', '3'].includes((await focused()) ?? '')) await page.keyboard.press('Space');
    }
    // Question 3: Yes, right. Tab enters the group on its first radio; an arrow key moves and chooses.
    await page.keyboard.press('Tab');
    await page.keyboard.press((await focused()) === 'Yes' ? 'Space' : 'ArrowDown');
    expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    // Question 4 stays unanswered.
    await page.getByText('3 of 4 answered. An unanswered question counts as wrong.').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const score = page.getByRole('heading', { name: 'Not passed yet: you scored 50%' });
    await score.waitFor();
    // The form is gone: focus goes to the outcome, where a screen reader starts reading.
    expect(await score.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByText('2 of 4 questions right. The pass mark is 70%.', { exact: false }).waitFor();
    await page.getByText('2 of 3 attempts left. A quiz allows 3 attempts in any 8 hours.').waitFor();
    const hidden = 'The correct answer stays hidden until you pass. Review the lesson, then try again.';
    const wrong = page.getByRole('listitem').filter({ hasText: 'What is 2 + 2?' });
    await wrong.getByText('Wrong').waitFor();
    await wrong.getByRole('listitem').filter({ hasText: '3' }).getByText('Your answer').waitFor();
    await wrong.getByText(hidden).waitFor();
    expect(await wrong.getByText('Correct answer', { exact: true }).count()).toBe(0);
    const right = page.getByRole('listitem').filter({ hasText: 'Which of these are prime?' });
    await right.getByText('A prime has exactly two divisors; 4 and 9 have three.').waitFor();
    const unanswered = page
      .getByRole('listitem')
      .filter({ hasText: 'Which one is a loop keyword in Python?' });
    await unanswered.getByText('Not answered').waitFor();
    await unanswered.getByText(hidden).waitFor();
    // Nothing of the wrong questions' answers reached the page.
    for (const secret of [
      'Two and two make four.',
      'Python has while and for; repeat is from other languages.',
    ])
      expect(await page.getByText(secret).count()).toBe(0);
    await page.getByText('Best score so far 50%').waitFor();
    await expectAccessible(tp, 'quiz-failed');
  });

  it('tries again and passes, and then sees every answer and why', async () => {
    const { page } = tp;
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Numbers and loops' }).waitFor();
    await page.getByRole('radio', { name: '4', exact: true }).check();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '3', exact: true }).check();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'while' }).check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByRole('heading', { name: 'Passed: you scored 75%' }).waitFor();
    await page.getByText('Passed, best score 75%').waitFor();
    const wrong = page.getByRole('listitem').filter({ hasText: 'Is a byte 8 bits?' });
    await wrong.getByRole('listitem').filter({ hasText: 'Yes' }).getByText('Correct answer').waitFor();
    await wrong.getByText('On every machine you will meet, a byte is 8 bits.').waitFor();
    await page.getByText('Two and two make four.').waitFor();
    await page.getByText('1 of 3 attempts left. A quiz allows 3 attempts in any 8 hours.').waitFor();
    await expectAccessible(tp, 'quiz-passed');
    expect(tp.errors).toEqual([]);
  });

  it('shows the quiz passed in the course and on the dashboard, and claims a certificate with its best score', async () => {
    const { page } = tp;
    await page.getByRole('link', { name: 'Back to the course' }).last().click();
    await page.getByRole('link', { name: /Quiz\s*Numbers and loops\s*Passed/ }).waitFor();
    await page.getByText('Self-check quizzes passed: 1/1').waitFor();
    // Lesson 1 was ticked when its video played to the end.
    await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: true }).waitFor();
    for (const n of [2, 3]) {
      await page.getByRole('checkbox', { name: `Lesson ${n} completed` }).click();
      await page.getByRole('checkbox', { name: `Lesson ${n} completed`, checked: true }).waitFor();
    }
    await page.goto('/dashboard');
    await page.getByText('Quizzes passed: 1/1').waitFor();
    await page.getByRole('button', { name: `Claim your certificate for ${course.name}` }).click();
    await page.waitForURL(/\/certificates\/[A-Za-z0-9_-]{22}$/);
    await page.getByText('including 1 self-check quiz, all passed').waitFor();
    const scores = page.getByRole('table', { name: 'Best score in each self-check quiz' });
    await scores.getByRole('row', { name: 'Numbers and loops 75%' }).waitFor();
    await expectAccessible(tp, 'quiz-certificate');
    expect(tp.errors).toEqual([]);
  });
});

describe.each(['phone'] as const)('an admin at %s width', (viewport) => {
  it('opens the quiz editor from the course page and adds a quiz, checked as the import checks it', async () => {
    const course = await freshCourse();
    const admin = await loggedInAdmin('Editor Eve');
    const tp = await openBrowser(app, viewport);
    await closingAfter([tp.context], async () => {
      const { page } = tp;
      // The login is not the subject: what an admin's course page offers is.
      await logInAgainThroughApi(app, page, admin);
      await page.goto(`/course/id/${course._id}/detail`);
      await page.getByRole('link', { name: 'Edit quizzes' }).click();
      await page.getByRole('heading', { level: 1, name: `Quizzes of ${course.name}` }).waitFor();
      await page.getByText('This course has no quizzes yet.').waitFor();

      await page.getByRole('button', { name: 'Add a quiz' }).click();
      await page.getByLabel('Title').fill('Warm-up');
      await page.getByLabel('After lesson').selectOption('2');
      await page.getByLabel('Question').fill('Which planet is closest to the Sun?');
      await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Venus');
      await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Mercury');
      // The import's rules, checked in the browser first: no correct option marked yet.
      await page.getByLabel('Explanation').fill('Mercury orbits closest, at about 0.39 AU.');
      await page.getByRole('button', { name: 'Add the quiz' }).click();
      await page
        .getByRole('alert')
        .getByText('a single-choice question has exactly one correct option.', { exact: false })
        .waitFor();
      await page.getByRole('radio', { name: 'Correct (option 2)' }).check();
      await expectAccessible(tp, 'quiz-editor-new');
      await page.getByRole('button', { name: 'Add the quiz' }).click();

      const panel = page.getByRole('region', { name: /Quiz 1\s*Warm-up/ });
      await panel.getByText('After lesson 2: Lesson 2 · pass mark 70% · 1 question').waitFor();
      await panel.getByText('Questions of Warm-up (1)').click();
      await panel.getByText('Mercury orbits closest, at about 0.39 AU.').waitFor();
      await expectAccessible(tp, 'quiz-editor');
      expect(tp.errors).toEqual([]);
    });
  });
});
