/**
 * Lesson discussion in Chromium against the local stack: one learner asks about a lesson using only
 * the keyboard, a second learner votes for it and answers, the asker follows the mail's link to the
 * thread, votes for the answer and accepts it, the answerer deletes an answer of theirs, and the
 * asker deletes the question with its answers. axe checks each screen.
 *
 * Widths: the discussion lives on the player page, whose layout differs on a phone, so the two
 * learners use it at different widths in the one run: the asker at 1280 px, by keyboard, with the
 * chapters beside the video and the other tabs below it, and the answerer at 375 px, where the
 * chapters are one of the tabs.
 */
import type { Page } from 'playwright-core';
import type { Course } from '../../shared/types';
import {
  eventually,
  type Learner,
  logInThroughApi,
  openPage,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
  TOASTS,
} from '../support/browser';
import { freshCourse } from '../support/courses';
import { latestLink, mailsTo } from '../support/inbox';

jest.setTimeout(240_000);

const app = startAppForFile();
const THREAD_LINK = /\/play\/[A-Za-z0-9_-]+\?lesson=[A-Za-z0-9_-]+&question=[A-Za-z0-9_-]+/;
const ANSWER_MAIL = 'Your question has a new answer';

/**
 * axe and a screenshot. The toasts are left out: one leaves after 4 s, and on a busy machine axe can
 * take that long, so it could judge one half faded out (navigation.test.ts checks a toast with axe).
 */
async function expectAccessible(tp: TestPage, name: string): Promise<void> {
  expect(await seriousA11yViolations(tp.page, { exclude: TOASTS })).toEqual([]);
  await screenshot(tp.page, name);
}

/** The accessible name of what has focus, near enough: its label, or else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labels = (element as HTMLInputElement).labels;
    return (
      element.getAttribute('aria-label') ??
      (labels?.[0]?.textContent || element.textContent || '')
    ).trim();
  });

/** Presses Tab until the control named `name` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, name: string, most = 20): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`"${name}" was not reached with Tab; focus is on "${await focusedName(page)}"`);
}

async function enrol(page: Page, course: Course): Promise<void> {
  await page.goto(`/play/${course._id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await page.getByRole('tab', { name: 'Discussion' }).waitFor();
}

describe('two learners, one at a desktop and one on a phone', () => {
  const title = 'Why does range(3) stop at 2?';
  let course: Course;
  let asker: TestPage;
  let answerer: TestPage;
  let askerAccount: Learner;
  let threadPath = '';

  beforeAll(async () => {
    course = await freshCourse();
    asker = await openPage(app, { viewport: 'desktop' });
    answerer = await openPage(app, { viewport: 'phone' });
  });
  afterAll(async () => {
    await asker?.context.close();
    await answerer?.context.close();
  });

  it('the asker finds the lesson without questions and asks one, using only the keyboard', async () => {
    const { page } = asker;
    askerAccount = await logInThroughApi(app, page, 'Asha Asker');
    await enrol(page, course);

    // On a desktop the chapters sit beside the video and Notes, the tab shown first, follows
    // Discussion.
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('No questions about this lesson yet. Ask the first one.').waitFor();
    await expectAccessible(asker, 'discussion-empty');

    await tabTo(page, 'Ask a question');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Title');
    // Enter in the title sends the form: both problems show by their fields.
    await page.keyboard.type('Why');
    await page.keyboard.press('Enter');
    await page.getByText('Title is too short.').waitFor();
    await page.getByText('Your question is required.').waitFor();
    expect(await focusedName(page)).toBe('Title');
    await expectAccessible(asker, 'discussion-ask-problems');

    await page.keyboard.type(' does range(3) stop at 2?');
    await page.keyboard.press('Tab');
    await page.keyboard.type('I expected 0 to 3.\nThe loop prints 0, 1, 2.');
    await tabTo(page, 'Post question');
    await page.keyboard.press('Enter');
    await page.getByText('Your question is posted.').waitFor();
    await eventually(() => focusedName(page), title);
    await page.getByRole('button', { name: '1 open question on this lesson' }).waitFor();
    await expectAccessible(asker, 'discussion-asked');
    expect(asker.errors).toEqual([]);
  });

  it('a second learner votes for it and answers; the asker is mailed a link to the thread', async () => {
    const { page } = answerer;
    await logInThroughApi(app, page, 'Ravi Answerer');
    await enrol(page, course);
    await page.getByRole('button', { name: '1 open question on this lesson' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('0 votes').waitFor();
    await row.getByText('0 answers').waitFor();
    await row.getByRole('link', { name: title }).click();

    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    // Line breaks are kept.
    await page.getByText('I expected 0 to 3.\nThe loop prints 0, 1, 2.').waitFor();
    await page.getByRole('button', { name: 'Vote for this question, 0 votes', pressed: false }).click();
    await page.getByRole('button', { name: 'Vote for this question, 1 vote', pressed: true }).waitFor();
    await page.getByLabel('Your answer').fill('range(n) stops before n.\nrange(4) gives 0 to 3.');
    await page.getByRole('button', { name: 'Post answer' }).click();
    await page.getByText('Your answer is posted.').waitFor();
    await page.getByRole('heading', { name: '1 answer' }).waitFor();
    threadPath = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(threadPath).toMatch(THREAD_LINK);
    await expectAccessible(answerer, 'discussion-thread');

    await eventually(
      async () => (await mailsTo(askerAccount.email)).some((m) => m.subject === ANSWER_MAIL),
      true,
    );
    expect(await latestLink(askerAccount.email, THREAD_LINK)).toBe(threadPath);
    expect(answerer.errors).toEqual([]);
  });

  it("the asker follows the mail's link, votes for the answer and accepts it", async () => {
    const { page } = asker;
    await page.goto(threadPath);
    await page.getByRole('tab', { name: 'Discussion', selected: true }).waitFor();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    const answer = page.getByRole('listitem').filter({ hasText: 'range(n) stops before n.' });
    await answer.getByRole('button', { name: 'Vote for the answer by Ravi Answerer, 0 votes' }).click();
    await answer
      .getByRole('button', { name: 'Vote for the answer by Ravi Answerer, 1 vote', pressed: true })
      .waitFor();
    // The asker may accept, but not delete someone else's answer.
    expect(await answer.getByRole('button', { name: /^Delete answer/ }).count()).toBe(0);
    await answer.getByRole('button', { name: 'Accept answer by Ravi Answerer' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Answer accepted.').waitFor();
    await answer.getByText('Accepted answer').waitFor();
    await page.getByText(/^✓ Answered$/).waitFor();
    expect(await page.getByRole('button', { name: /open question/ }).count()).toBe(0);
    await expectAccessible(asker, 'discussion-accepted');

    await page.getByRole('link', { name: 'All questions' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('1 vote', { exact: true }).waitFor();
    await row.getByText('1 answer', { exact: true }).waitFor();
    await row.getByText(/^✓ Answered$/).waitFor();
    await eventually(() => focusedName(page), title);
    expect(asker.errors).toEqual([]);
  });

  it('the answerer deletes an answer of theirs, and the asker deletes the question with its answers', async () => {
    const second = answerer.page;
    await second.reload();
    await second.getByLabel('Your answer').fill('Oops, this was meant for another thread.');
    await second.getByRole('button', { name: 'Post answer' }).click();
    const oops = second.getByRole('listitem').filter({ hasText: 'Oops, this was meant' });
    await oops.waitFor();
    second.once('dialog', (dialog) => void dialog.accept());
    await oops.getByRole('button', { name: 'Delete answer by Ravi Answerer' }).click();
    await second.getByText('Answer deleted.').waitFor();
    await oops.waitFor({ state: 'detached' });
    await second.getByRole('heading', { name: '1 answer' }).waitFor();
    // One mail per question per hour, however many answers follow.
    expect((await mailsTo(askerAccount.email)).filter((m) => m.subject === ANSWER_MAIL)).toHaveLength(1);

    const { page } = asker;
    await page.goto(threadPath);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete question' }).click();
    await page.getByText('Question deleted.').waitFor();
    await page.getByText('No questions about this lesson yet. Ask the first one.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(asker, 'discussion-deleted');

    await second.reload();
    await second.getByText('This question is no longer here: it may have been deleted.').waitFor();
    expect(asker.errors).toEqual([]);
    expect(answerer.errors).toEqual([]);
  });
});
