/**
 * The browser test harness: the whole product (the local gateway serving web/dist, the API
 * handlers and the chat) and Debian's Chromium driven by playwright-core. Each jest worker runs one
 * gateway and one Chromium for all its test files (browser-stack.ts, held by the project's test
 * environment, browser-environment.ts); a file connects to them and opens browser contexts of its
 * own. DynamoDB Local and the local SES come from jest's global setup. When a test fails, the pages
 * its file has open are saved under test-results/failures/ and the failure names them
 * (failure-evidence.ts).
 *
 * Run `npm run build:web` first; `npm run test:browser` does both.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { type A11yScope, axeViolations } from './axe';
import { type AcquireStack, STACK_KEY } from './browser-lease';
import { openContexts } from './failure-evidence';
import { linkParams, VERIFY_LINK } from './inbox';
import { postFromLoopback } from './own-loopback';
import { uniqueEmail } from './users';

const ROOT = join(__dirname, '..', '..');
const WEB_DIST = join(ROOT, 'web', 'dist');
const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface App {
  /** `http://localhost:<port>`, the site's origin. */
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The worker's gateway and a connection of this file's own to its Chromium; the functions are
 * pointed at the gateway until `close()`, which hands both back (and closes every context opened
 * through the connection). Call `close()` in afterAll.
 */
export async function startApp(): Promise<App> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build:web` before the browser tests.');
  const acquire = (globalThis as Record<symbol, unknown>)[STACK_KEY] as AcquireStack | undefined;
  if (!acquire)
    throw new Error(
      "startApp() needs the browser project's test environment (test/support/browser-environment.ts).",
    );
  const stack = await acquire();
  let browser: Browser;
  try {
    browser = await chromium.connectOverCDP(stack.cdpEndpoint);
  } catch (error) {
    stack.release();
    throw error;
  }
  // Every context opened through the connection, by openPage or by a test itself, is registered
  // for the evidence a failing test leaves (failure-evidence.ts); nothing is read from it until then.
  const registry = openContexts();
  if (registry) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      registry.open.add(context);
      context.once('close', () => registry.open.delete(context));
      return context;
    };
  }
  return {
    url: stack.url,
    browser,
    close: async () => {
      try {
        await browser.close();
      } finally {
        stack.release();
      }
    },
  };
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far, app-handled API answers excepted. */
  errors: string[];
  /** Uncaught exceptions only: the page crashed or a promise was left rejected. */
  crashes: string[];
  /** Waits until no request (media streams aside) has been in flight for `quietMs`. */
  settle(quietMs?: number): Promise<void>;
}

export interface PageOptions {
  viewport?: ViewportName;
  reducedMotion?: 'reduce' | 'no-preference';
  /** A desktop-height window this wide, instead of `viewport`. */
  width?: number;
  /** A touch-only device (a phone or tablet): touch events, and no hover or fine pointer. */
  touch?: boolean;
  /** The browser's language (`navigator.languages`, `Accept-Language`), e.g. `hi-IN`; Chromium's own when absent. */
  locale?: string;
}

// A 1×1 transparent GIF, for images from other hosts (e.g. video thumbnails).
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Returns `result` once React owns the app's page (the app's first element has React's props).
 * After 15 s it returns anyway, and the test's own checks tell what is wrong; a page that is not
 * the app (a file, an API answer) returns at once.
 */
async function afterAdoption<T>(page: Page, result: T): Promise<T> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const first = root?.firstElementChild;
        return !root || (first != null && Object.keys(first).some((key) => key.startsWith('__reactProps')));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  return result;
}

/**
 * A fresh browser context (own cookies) and page at a phone or desktop size. Requests to any
 * other host are answered locally at once, as the machine has no internet: images get a pixel,
 * everything else an empty 204.
 */
export async function openPage(
  app: App,
  { viewport = 'desktop', reducedMotion = 'no-preference', width, touch = false, locale }: PageOptions = {},
): Promise<TestPage> {
  const size = width ? { ...VIEWPORTS.desktop, width } : VIEWPORTS[viewport];
  const context = await app.browser.newContext({
    viewport: size,
    baseURL: app.url,
    reducedMotion,
    ...(locale ? { locale } : {}),
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const local = new URL(app.url).host;
  await context.route(
    (url) => url.host !== local && url.protocol.startsWith('http'),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL })
        : route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  // A page rendered at build time shows before React has adopted it, and a click before then does
  // nothing. A person's first tap comes after that; on a busy machine a test's may not, so every
  // full load waits for it.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => afterAdoption(page, await goto(...args));
  page.reload = async (...args) => afterAdoption(page, await reload(...args));
  const errors: string[] = [];
  const crashes: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The app asks the API things whose "no" it handles (e.g. 401 from the session refresh when
    // logged out); Chromium logs those responses as errors, but they are not faults.
    const handledApiAnswer =
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      new URL(message.location().url || app.url).pathname.startsWith('/api/');
    if (!handledApiAnswer) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`);
    crashes.push(error.message);
  });
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const settle = async (quietMs = 150) => {
    const giveUp = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < giveUp) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { page, context, errors, crashes, settle };
}

/**
 * A value made before the tests of the calling file or describe block and disposed of after them.
 * Jest runs the hooks later than the call, so the value is read through `current()`.
 */
function forTheBlock<T>(make: () => Promise<T>, dispose: (value: T) => Promise<unknown>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  afterAll(async () => {
    if (value !== undefined) await dispose(value);
  });
  return () => {
    if (value === undefined)
      throw new Error('Read inside tests and hooks only: the block has not started yet.');
    return value;
  };
}

/** The app, started before the tests of the calling file and closed after them. */
export function startAppForFile(): App {
  const current = forTheBlock(startApp, (app) => app.close());
  return {
    get url() {
      return current().url;
    },
    get browser() {
      return current().browser;
    },
    close: () => current().close(),
  };
}

/** One page shared by the tests of the calling describe block, opened before them and closed after. */
export function openPageForBlock(app: App, options?: PageOptions): TestPage {
  const current = forTheBlock(
    () => openPage(app, options),
    (tp) => tp.context.close(),
  );
  return {
    get page() {
      return current().page;
    },
    get context() {
      return current().context;
    },
    get errors() {
      return current().errors;
    },
    get crashes() {
      return current().crashes;
    },
    settle: (quietMs) => current().settle(quietMs),
  };
}

/**
 * Runs `use`, then closes `contexts`. When `use` fails they are closed too, but only once the failing
 * test's evidence has been saved (failure-evidence.ts): jest hears of the failure after this throws,
 * and a page closed by then would show nothing.
 */
export async function closingAfter<T>(contexts: BrowserContext[], use: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await use();
  } catch (error) {
    const registry = openContexts();
    if (registry) for (const context of contexts) registry.closeAfterCapture.add(context);
    else await Promise.all(contexts.map((context) => context.close()));
    throw error;
  }
  await Promise.all(contexts.map((context) => context.close()));
  return result;
}

/** Runs `use` on a page of its own, which is closed afterwards whatever happens (see closingAfter). */
export async function withPage<T>(
  app: App,
  options: PageOptions,
  use: (tp: TestPage) => Promise<T>,
): Promise<T> {
  const tp = await openPage(app, options);
  return closingAfter([tp.context], () => use(tp));
}

/**
 * Scrolls through the page a screen at a time, as a reader would, so that lazy images load, then
 * waits for them and goes back to the top. A lazy image a reader would only reach sideways (a
 * carousel's later cards) never loads from scrolling down, and would hold the wait until its
 * timeout: those are asked for at once.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.body.scrollHeight);
    await pause();
    for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => !img.getAttribute('src') || img.complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Saves a full-page screenshot, lazy content loaded, as test-results/screenshots/<name>-<width>.jpg. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Taken when asked for (`SCREENSHOTS=1`): about 0.2 s of CPU each, 58 in a run, for pictures
  // nobody looks at in CI.
  if (!process.env.SCREENSHOTS || process.env.SCREENSHOTS === '0') return;
  // The picture is for review, not an assertion: an image still loading on a busy machine must not
  // fail the test that takes it.
  await scrollThrough(page).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // JPEG: a tall page encodes several times faster than as PNG, which matters on a busy machine.
  await page.screenshot({
    type: 'jpeg',
    quality: 85,
    path: join(SCREENSHOTS, `${name}-${width}.jpg`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The axe rules whose verdict depends on colour alone: all a change of theme can alter. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The toasts' list: axe leaves it out where a toast may be fading in or out (see `A11yScope` in axe.ts). */
export const TOASTS = '[data-sonner-toaster]';

/** axe-core's serious and critical violations on the page as it is now, one readable line each. */
export async function seriousA11yViolations(page: Page, scope: A11yScope = {}): Promise<string[]> {
  // A toast sliding in is half transparent: its contrast is only judged once it has arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return (await axeViolations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Reads `read()` until it deep-equals `expected` (or `timeoutMs` passes), then asserts, so a
 * failure shows the last value seen.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const giveUp = Date.now() + timeoutMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toEqual(expected);
}

export interface Learner {
  name: string;
  email: string;
  password: string;
}

/** Registers a learner through the API and reads the verification link from the local SES. */
export async function registerLearner(
  app: App,
  name = 'Browser Learner',
): Promise<Learner & { verifyPath: string }> {
  const learner = { name, email: uniqueEmail('browser'), password: 'correct horse 1' };
  // From an address of its own: every browser file registers learners into the one test table,
  // and together they would reach the per-source limit on sign-ups.
  const response = await postFromLoopback(
    `${app.url}/api/register`,
    { ...learner, confirmPassword: learner.password },
    { origin: app.url },
  );
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  const { id, token } = await linkParams(learner.email, VERIFY_LINK);
  return { ...learner, verifyPath: `/users/${id}/verify/${token}` };
}

/**
 * Registers a learner, verifies the address and logs in through the API, so that the page's context
 * holds the session's cookies as a login in the browser leaves them; the page stays where it is.
 * For tests whose subject comes after the login: it spares the verification page, the login form
 * and their typing, which the journeys that sign up and log in through the pages test.
 */
export async function logInThroughApi(
  app: App,
  page: Page,
  name?: string,
): Promise<Learner & { verifyPath: string }> {
  const learner = await registerLearner(app, name);
  const verified = await page.context().request.get(`${app.url}/api${learner.verifyPath}`);
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  await logInAgainThroughApi(app, page, learner);
  return learner;
}

/** Logs in, through the API and in the page's context, someone who has an account already (on another device, say). */
export async function logInAgainThroughApi(app: App, page: Page, learner: Learner): Promise<void> {
  // The context's request client shares its cookie store: the login's cookies land where the page reads them.
  const loggedIn = await page.context().request.post(`${app.url}/api/login`, {
    data: { email: learner.email, password: learner.password },
    headers: { origin: app.url },
  });
  if (!loggedIn.ok()) throw new Error(`login failed: ${loggedIn.status()} ${await loggedIn.text()}`);
}
