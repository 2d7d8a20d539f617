/**
 * A new learner's whole way through the product in Chromium, through the pages only: sign up and
 * verify from the mail, find a course, enrol after logging in, tick chapters, like the course, keep
 * notes, chat (seen live by a second learner), request a course and log out. Screenshots of the
 * main steps go to test-results/screenshots/journey-* (with `SCREENSHOTS=1`).
 *
 * Width: 1280 px only. The same journey on a phone is keyboard-journey.test.ts's, and the phone's
 * own layouts are tested where they differ: the menu in navigation.test.ts, the catalogue's folded
 * filters in catalogue.test.ts, the player in enrol-player.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { seedCatalogue } from '../../infra/local/table';
import { MESSAGES } from '../../shared/constants';
import {
  closingAfter,
  eventually,
  type Learner,
  logInThroughApi,
  openPage,
  openPageForBlock,
  screenshot,
  startAppForFile,
} from '../support/browser';
import { awaitedLink, VERIFY_LINK } from '../support/inbox';
import { tableOfItsOwn } from '../support/own-table';
import { uniqueEmail } from '../support/users';
import { playerOrigin } from '../support/video-provider';

jest.setTimeout(90_000);

// Another file's fan-out would find this file's sockets unknown and delete them as gone.
tableOfItsOwn();
beforeAll(() => seedCatalogue(), 60_000);

const app = startAppForFile();

/** The course the learner enrols in, found by typing part of its creator's name. */
const creatorTyped = 'university of KENT';
const courseName = 'Erlang Express Course';

/** Whether the element's text (or, for a drawing, its fill) reads as green or red to the eye. */
const tint = (locator: Locator, property: 'color' | 'fill' = 'color') =>
  locator.evaluate((element, name) => {
    const value = getComputedStyle(element)[name];
    const [r = 0, g = 0, b = 0] = (value.match(/\d+/g) ?? []).map(Number);
    if (g > r && g > b) return 'green';
    if (r > g && r > b) return 'red';
    return value;
  }, property);

/** The API calls `page` makes from now on, as `METHOD /path`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The main navigation's link. */
const followNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

/** Waits until the address has stayed the same for half a second (redirects are over). */
async function addressAtRest(page: Page): Promise<void> {
  const giveUp = Date.now() + 5_000;
  let address = page.url();
  let since = Date.now();
  while (Date.now() - since < 500 && Date.now() < giveUp) {
    await page.waitForTimeout(50);
    if (page.url() !== address) {
      address = page.url();
      since = Date.now();
    }
  }
}

/** The chat's connection line once it is live. */
const connected = (page: Page) => page.getByRole('status').filter({ hasText: /^Connected$/ });

/** The like button's count, read from its text ("Like 3 likes"). */
async function likeCount(like: Locator): Promise<number> {
  const name = (await like.textContent()) ?? '';
  const count = /(\d+)/.exec(name)?.[1];
  if (count === undefined) throw new Error(`no count in the like button: ${name}`);
  return Number(count);
}

describe('a new learner', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  let page: Page;
  let learner: Learner;
  let courseId: string;
  let lessonCount: number;
  /** Every alert, confirm or prompt the pages open: none is expected anywhere. */
  const dialogs: string[] = [];

  beforeAll(() => {
    page = tp.page;
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  });
  afterEach(() => {
    expect(tp.errors).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it('signs up through the form and verifies the address with the link from the mail', async () => {
    learner = {
      name: 'Desktop Journey',
      email: uniqueEmail('journey'),
      password: 'correct horse 1',
    };
    await page.goto('/');
    await followNavLink(page, 'Sign up');
    await page.waitForURL('**/register');
    await page.getByLabel('Name').fill(learner.name);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByLabel('Confirm password').fill(learner.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    const sent = page.getByRole('status').filter({ hasText: 'We sent a link to' });
    await sent.waitFor();
    expect(await tint(sent)).toBe('green');
    // The form gives way to what to do next, so a second click cannot register twice.
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    await page.getByRole('button', { name: "Can't find Email?" }).click();
    const hint = page.getByRole('dialog', { name: "Can't find the e-mail?" });
    await hint.getByText('spam').waitFor();
    await screenshot(page, 'journey-registered');
    await hint.getByRole('button', { name: 'Got it' }).click();
    await hint.waitFor({ state: 'hidden' });

    await page.goto(await awaitedLink(learner.email, VERIFY_LINK, 10_000));
    const verified = page.getByText(MESSAGES.verified);
    await verified.waitFor();
    expect(await tint(verified)).toBe('green');
    expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login',
    );
    await screenshot(page, 'journey-verified');
  });

  it('finds a course by its creator, filters by language, and enrols after logging in', async () => {
    await followNavLink(page, 'Courses');
    await page.waitForURL('**/course');
    const list = page.getByRole('list', { name: 'Course list' });
    const names = () => list.getByRole('heading').allTextContents();
    await list.getByRole('heading').first().waitFor();
    const firstCard = list.getByRole('listitem').first();
    await firstCard.getByText('Free', { exact: true }).waitFor();
    // The real rating, or the truth that nobody rated it yet: never made-up stars.
    await firstCard
      .getByRole('img', { name: /^(Rated \d\.\d out of 5 by \d+ learners?|No ratings yet)$/ })
      .waitFor();

    // The server searches: only the match is listed.
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(creatorTyped);
    await page.getByText(`1 course matches “${creatorTyped}”`).waitFor();
    expect(await names()).toEqual([courseName]);

    // The panel is open on wide screens (folded away on narrow ones: catalogue.test.ts).
    const filterToggle = page.getByRole('button', { name: 'Filter by' });
    expect(await filterToggle.getAttribute('aria-expanded')).toBe('true');
    // No Hindi course matches: that choice is offered with its count, and cannot be made.
    expect(await page.getByRole('radio', { name: /^hindi \(0\)$/ }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /^english \(1\)$/ }).click();
    await page.waitForURL(/language=english/);
    await eventually(names, [courseName]);
    await screenshot(page, 'journey-catalogue-english');

    await list.getByRole('link', { name: courseName, exact: true }).click();
    await page.waitForURL(/\/course\/id\/[^/]+\/detail$/);
    const detailPath = new URL(page.url()).pathname;
    courseId = decodeURIComponent(detailPath.split('/')[3]!);
    await page.getByRole('heading', { level: 1, name: courseName }).waitFor();
    const modules = page.getByRole('region', { name: 'Lessons' }).getByRole('listitem');
    await modules.first().waitFor();
    lessonCount = await modules.count();

    await screenshot(page, 'journey-course-detail');

    // Logged out, enrolling asks for a login, then enrols and opens the course's first lesson; the
    // dashboard lists the course from then on.
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${detailPath}?enrol=1`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === `/play/${courseId}`);
    await page.getByTitle(/^Video: Lesson 1, /).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Courses' }).waitFor();
    await page.getByRole('article').getByRole('link', { name: courseName, exact: true }).waitFor();
    await screenshot(page, 'journey-dashboard-enrolled');
  });

  it('plays the course, ticks lessons complete and likes it, and both survive a reload', async () => {
    await page.getByRole('article').getByRole('link', { name: courseName, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/play/${courseId}`);
    const video = page.getByTitle(/^Video: Lesson 1, /);
    await video.waitFor();
    // The test stack plays from the local video provider, as `YOUTUBE=local npm start` does.
    expect(await video.getAttribute('src')).toMatch(new RegExp(`^${playerOrigin()}/embed/`));

    const progress = (done: number) => page.getByText(`${done}/${lessonCount} lessons completed`);
    const bar = page.getByRole('progressbar', { name: /lessons completed/ });
    await progress(0).waitFor();
    const box = (n: number) => page.getByRole('checkbox', { name: `Lesson ${n} completed` });
    await box(1).click();
    await box(2).click();
    // Each box shows the server's answer, so it turns checked once that has come.
    await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Lesson 2 completed', checked: true }).waitFor();
    await progress(2).waitFor();
    expect(await bar.getAttribute('value')).toBe('2');
    expect(await bar.getAttribute('max')).toBe(String(lessonCount));
    await box(1).click();
    await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: false }).waitFor();
    await progress(1).waitFor();

    const like = page.getByRole('button', { name: /^Like/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = await likeCount(like);
    await like.click();
    await page.getByRole('button', { name: /^Like/, pressed: true }).waitFor();
    // The count shown while the call runs is a guess; the server's answer settles it.
    await eventually(() => like.getAttribute('aria-busy'), 'false');
    expect(await likeCount(like)).toBe(before + 1);
    await screenshot(page, 'journey-player');

    await page.reload();
    await page.getByRole('button', { name: /^Like/, pressed: true }).waitFor();
    expect(await likeCount(like)).toBe(before + 1);
    await progress(1).waitFor();
    expect(await box(1).isChecked()).toBe(false);
    expect(await box(2).isChecked()).toBe(true);

    const calls = apiCalls(page);
    await page.goto('/dashboard');
    const card = page.getByRole('article').filter({
      has: page.getByRole('link', { name: courseName, exact: true }),
    });
    await card.getByText('Liked', { exact: true }).waitFor();
    await card.getByText(`1/${lessonCount} lessons completed`).waitFor();
    // Filled red, not just outlined: the heart is the card's only drawing.
    expect(await tint(card.locator('svg path'), 'fill')).toBe('red');

    // The dashboard's parts come in its one call, and the page load's session refresh brings the
    // account: opening the player from it reads the account no more (bench/cost-scenario.ts prices
    // exactly these calls).
    await page.getByRole('heading', { name: 'Your week' }).waitFor();
    expect(calls.filter((call) => call === 'GET /api/users/dashboard')).toHaveLength(1);
    expect(calls.filter((call) => /recommended|review\/due|users\/me\/progress/.test(call))).toEqual([]);
    await card.getByRole('link', { name: courseName, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/play/${courseId}`);
    await page.getByRole('button', { name: /^Like/, pressed: true }).waitFor();
    // The page load's session refresh brought the account along (`?account=1`): no GET /api/users/me.
    expect(calls.filter((call) => call === 'GET /api/token/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /api/users/me')).toEqual([]);
    // One call opens the player: the play answer brings the quizzes and the opened lesson's notes.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByText('No notes on this lesson yet.').waitFor();
    expect(calls.filter((call) => call.startsWith('GET /api/course/play/'))).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith('/quizzes') || call === 'POST /api/note')).toEqual([]);
  });

  it('keeps notes on a lesson: add, edit, delete, and markup in a note stays text', async () => {
    await page.goto(`/play/${courseId}`);
    await page.getByRole('tab', { name: 'Notes' }).click();
    const saved = page.getByRole('list', { name: 'Saved notes' });
    const title = page.getByLabel('Title');

    await title.fill('Pattern match');
    await page.getByLabel('Your note').fill('Clauses are tried from the top.');
    await page.getByRole('button', { name: 'Save note' }).click();
    const note = saved.getByRole('listitem').filter({ hasText: 'Pattern match' });
    await note.getByText('Clauses are tried from the top.').waitFor();
    expect(await title.inputValue()).toBe('');

    await note.getByRole('button', { name: 'Edit note Pattern match' }).click();
    const editing = page.getByLabel('Edit your note');
    expect(await editing.inputValue()).toBe('Clauses are tried from the top.');
    expect(await title.inputValue()).toBe('Pattern match');
    await editing.fill('Clauses are tried from the top, the first match wins.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await note.getByText('Clauses are tried from the top, the first match wins.').waitFor();
    await page.getByLabel('Your note').waitFor();
    expect(await note.getByText('Clauses are tried from the top.', { exact: true }).count()).toBe(0);

    const markup = '<img src=x onerror=alert(1)>';
    await title.fill('Markup');
    await page.getByLabel('Your note').fill(markup);
    await page.getByRole('button', { name: 'Save note' }).click();
    await saved.getByText(markup, { exact: true }).waitFor();
    expect(await saved.locator('img').count()).toBe(0);
    await screenshot(page, 'journey-notes');

    await note.getByRole('button', { name: 'Delete note Pattern match' }).click();
    await note.waitFor({ state: 'detached' });
    await saved.getByRole('button', { name: 'Delete note Markup' }).click();
    await page.getByText('No notes on this lesson yet.').waitFor();
    // Give a late alert from the markup note a moment to show itself, should it run at all.
    await page.waitForTimeout(200);
  });

  it('chats in the community, and another learner sees the message arrive', async () => {
    const other = await openPage(app, { viewport: 'desktop' });
    await closingAfter([other.context], async () => {
      // Already in the room before the message is sent: it must arrive live, not as history.
      await logInThroughApi(app, other.page, 'Chat Listener');
      await other.page.goto('/community');
      await connected(other.page).waitFor();

      await followNavLink(page, 'Community');
      await page.waitForURL('**/community');
      await connected(page).waitFor();
      const log = page.getByRole('log', { name: 'Messages' });
      // The room is shared with everyone, so it may be empty or hold earlier messages.
      await log.getByText('No messages yet!').or(log.getByRole('listitem').first()).waitFor();

      const box = page.getByPlaceholder('Type your message here');
      const counter = page.getByText(/\d+\/200/);
      const text = `Hello from ${learner.name} ${randomBytes(3).toString('hex')}`;
      await box.fill(text);
      expect(await counter.textContent()).toContain(`${text.length}/200`);
      await box.press('Enter');
      const mine = log.getByRole('listitem').filter({ hasText: text });
      await mine.getByText(learner.name, { exact: true }).waitFor();
      expect(await box.inputValue()).toBe('');
      expect(await counter.textContent()).toContain('0/200');

      const arrived = other.page
        .getByRole('log', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: text });
      await arrived.getByText(learner.name, { exact: true }).waitFor();
      await screenshot(other.page, 'journey-chat-seen-by-other');
      expect(other.errors).toEqual([]);

      // Pasting in a long text, then typing on: nothing is cut, the counter says it is too long, and
      // Enter sends nothing until it is shortened.
      await box.fill('a'.repeat(190));
      await box.pressSequentially('b'.repeat(20));
      expect(await box.inputValue()).toBe(`${'a'.repeat(190)}${'b'.repeat(20)}`);
      expect(await counter.textContent()).toContain('210/200');
      expect(await counter.textContent()).toContain('A message can be at most 200 characters.');
      await box.press('Enter');
      expect(await box.inputValue()).toHaveLength(210);
      await screenshot(page, 'journey-community');
      await box.fill('');
    });
  });

  it('requests a course by its YouTube link, refuses other links, and lists the request', async () => {
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('link', { name: 'Request Course' }).click();
    await page.waitForURL('**/course/request');
    // It speaks to learners first, and knows who is asking.
    await page.getByText('Missing a course you want to learn from?').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe(learner.name);
    await eventually(() => page.getByLabel('Email address').inputValue(), learner.email);
    await page.getByLabel('Message').fill('A series on OTP would be great.');

    await page.getByLabel('Playlist Link').fill('https://vimeo.com/showcase/123456');
    await page.getByRole('button', { name: 'Send' }).click();
    // The problem is told beside its field, which is marked and takes the focus.
    const link = page.getByLabel('Playlist Link');
    const refused = page
      .locator('.field__error')
      .filter({ hasText: 'must be a YouTube playlist or video link' });
    await refused.waitFor();
    expect(await tint(refused)).toBe('red');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true);

    // A shared link carries extra parameters; the list shows the plain playlist link.
    const listId = `PL${randomBytes(8).toString('hex')}`;
    await page.getByLabel('Playlist Link').fill(`https://www.youtube.com/playlist?list=${listId}&si=share`);
    // The banner's 5 s start when the answer comes, which is after the click: a lower bound that
    // holds however slow the machine is.
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'We received your request' });
    await banner.waitFor();
    expect(await tint(banner)).toBe('green');
    expect(await refused.count()).toBe(0);
    await screenshot(page, 'journey-request-sent');
    // Only the lower bound is the rule; the wait is long because a busy machine runs timers late.
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(4_950);

    await page.getByRole('link', { name: 'See the requests you sent' }).click();
    await page.waitForURL('**/request/list');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `https://www.youtube.com/playlist?list=${listId}` }) });
    await row.getByRole('cell', { name: 'New', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'A series on OTP would be great.' }).waitFor();
    await screenshot(page, 'journey-request-list');
  });

  it('logs out from the account menu, after which the dashboard asks to log in', async () => {
    const account = page.getByRole('button', { name: /Account menu for/ });
    await account.click();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await account.waitFor({ state: 'detached' });
    // Logging out on a login-only page goes home, not to a login form.
    await addressAtRest(page);
    expect(new URL(page.url()).pathname).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);
    await screenshot(page, 'journey-logged-out');

    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fdashboard');
  });
});
