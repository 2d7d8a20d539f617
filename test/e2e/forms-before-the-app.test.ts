/**
 * Forms on pages rendered at build time, used before the app's script has arrived (a slow phone):
 * the login and sign-up forms send nothing (the site answers only GET, so a browser's POST would end
 * on an error page) and keep what was typed, and work once the app is live; text typed into the
 * catalogue's search is searched for, and its filters and sort chosen then are applied. The app's
 * main script is held back with page.route and released by the test, so nothing waits on time.
 *
 * Width: 1280 px. What is sent and kept does not depend on the width, and these forms have no
 * layout test of their own; the catalogue's folded filters on a phone are catalogue.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seedCatalogue } from '../../infra/local/table';
import { eventually, openPage, registerLearner, startAppForFile, type TestPage } from '../support/browser';
import { tableOfItsOwn } from '../support/own-table';
import { uniqueEmail } from '../support/users';

jest.setTimeout(90_000);

// Its sign-ups come from this machine's address like every browser test's, and the site lets one
// address sign up 20 times an hour: in a table of its own they do not count against the others'.
tableOfItsOwn();
beforeAll(() => seedCatalogue(), 60_000);
const app = startAppForFile();

/** The app's main script, as the build's pages name it. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"/.exec(
  readFileSync(join(__dirname, '..', '..', 'web', 'dist', 'index.html'), 'utf8'),
)![1]!;

interface HeldPage extends TestPage {
  /** Documents the page asked for, as `METHOD path`. */
  documents: string[];
  /** Lets the main script through. */
  release(): void;
}

/**
 * Opens `path` with the app's main script held back: the page is the HTML rendered at build time
 * until `release()` is called. Every `submit` event the page sees is counted in `window.submits`.
 */
async function openHeld(path: string): Promise<HeldPage> {
  const tp = await openPage(app);
  const { page } = tp;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${ENTRY}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    Object.assign(window, { submits: 0 });
    document.addEventListener(
      'submit',
      () => Object.assign(window, { submits: (window as unknown as { submits: number }).submits + 1 }),
      true,
    );
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(
        `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`,
      );
  });
  // page.goto waits for React to adopt the page, which cannot happen while the script is held.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return Object.assign(tp, { documents, release });
}

const submits = (page: Page) => page.evaluate(() => (window as unknown as { submits: number }).submits);
const values = (page: Page, labels: string[]) =>
  Promise.all(labels.map((label) => page.getByLabel(label, { exact: true }).inputValue()));

let held: HeldPage | undefined;
afterEach(async () => {
  await held?.context.close();
  held = undefined;
});

it('logs a learner in with what they typed and pressed Enter on before the app was live', async () => {
  const learner = await registerLearner(app, 'Early Learner');
  const verified = await fetch(`${app.url}/api${learner.verifyPath}`);
  expect(verified.status).toBe(200);
  held = await openHeld('/login');
  const { page } = held;
  const main = page.getByRole('main');

  // The page as rendered at build time: its button waits for the app and says so.
  const waiting = main.getByRole('button', { name: 'Loading…' });
  expect(await waiting.getAttribute('aria-disabled')).toBe('true');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByLabel('Password').press('Enter');
  // A tap on it, which Playwright would otherwise not make on a button that says it is disabled.
  await waiting.click({ force: true });
  expect(await submits(page)).toBe(0);
  expect(await values(page, ['Email', 'Password'])).toEqual([learner.email, learner.password]);
  expect(await page.evaluate(() => document.readyState)).toBe('interactive');

  held.release();
  const logIn = main.getByRole('button', { name: 'Log in', exact: true });
  await logIn.waitFor();
  expect(await logIn.getAttribute('aria-disabled')).toBeNull();
  expect(await values(page, ['Email', 'Password'])).toEqual([learner.email, learner.password]);
  // Enter again, now that the app is live: the app logs in with what is in the fields.
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL('**/dashboard');
  expect(held.documents).toEqual(['GET /login']);
  expect(held.errors).toEqual([]);
});

it('signs a visitor up with the form they filled in and sent before the app was live', async () => {
  held = await openHeld('/register');
  const { page } = held;
  const main = page.getByRole('main');
  const labels = ['Name', 'Email', 'Password', 'Confirm password'];
  const typed = ['Early Visitor', uniqueEmail('early'), 'correct horse 1', 'correct horse 1'];

  for (const [i, label] of labels.entries()) await page.getByLabel(label, { exact: true }).fill(typed[i]!);
  await page.getByLabel('Confirm password').press('Enter');
  await main.getByRole('button', { name: 'Loading…' }).click({ force: true });
  expect(await submits(page)).toBe(0);
  expect(await values(page, labels)).toEqual(typed);

  held.release();
  const signUp = main.getByRole('button', { name: 'Sign up', exact: true });
  await signUp.waitFor();
  expect(await values(page, labels)).toEqual(typed);
  await signUp.click();
  await main.getByText(/^We sent a link to/).waitFor();
  expect(held.documents).toEqual(['GET /register']);
  expect(held.errors).toEqual([]);
});

it('searches the catalogue for what was typed before the app was live', async () => {
  held = await openHeld('/course');
  const { page } = held;
  await page.getByLabel('Search courses').fill('python');

  held.release();
  await page.waitForURL((url) => url.searchParams.get('q') === 'python');
  expect(await page.getByLabel('Search courses').inputValue()).toBe('python');
  expect(held.documents).toEqual(['GET /course']);
  expect(held.errors).toEqual([]);
});

/**
 * Opens the catalogue with the app held back, chooses English courses of medium length, shortest
 * first, and types `search` if given, then lets the app in: the address, the controls and the list
 * (`lessons`: the lesson counts of its cards, in order) must all show what was chosen.
 */
async function chooseBeforeTheApp(search: string | undefined, lessons: number[]) {
  held = await openHeld('/course');
  const { page } = held;
  const english = page.getByRole('radio', { name: /^english/ });
  const medium = page.getByRole('radio', { name: /^Medium/ });
  await english.check();
  await medium.check();
  await page.getByLabel('Sort by').selectOption({ label: 'Shortest' });
  if (search) await page.getByLabel('Search courses').fill(search);

  held.release();
  await page.waitForURL((url) => url.searchParams.has('sort'));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    ...(search ? { q: search } : {}),
    language: 'english',
    length: 'medium',
    sort: 'shortest',
  });
  const courses = page.getByRole('list', { name: 'Course list' }).locator('.course-card__meta');
  await eventually(
    () => courses.allTextContents(),
    lessons.map((n) => `${n} lessons · english`),
  );
  expect([await english.isChecked(), await medium.isChecked()]).toEqual([true, true]);
  expect(await page.getByLabel('Sort by').inputValue()).toBe('shortest');
  expect(await page.getByLabel('Search courses').inputValue()).toBe(search ?? '');
  expect(held.documents).toEqual(['GET /course']);
  expect(held.errors).toEqual([]);
}

it('filters and sorts the catalogue as chosen before the app was live', () =>
  // The seed catalogue's English courses of 6 to 12 lessons.
  chooseBeforeTheApp(undefined, [7, 7, 8, 8, 12]));

it('searches with the filters chosen before the app was live, neither undoing the other', () =>
  // Of those, the three about Python.
  chooseBeforeTheApp('python', [7, 8, 8]));
