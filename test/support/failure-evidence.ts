/**
 * What a failed browser test leaves behind: each page the file had open, as a full-page PNG and a
 * text file (its address, visible text, recent console messages, uncaught errors and failed
 * requests), in test-results/failures/<test file>/<test name>-<n>.{png,txt}, with the paths added
 * to the failure's message so a CI log names them.
 *
 * The browser project's environment (browser-environment.ts) hands jest-circus's events to
 * `FailureEvidence`, outside the test file's sandbox; the harness (browser.ts) registers every
 * browser context the file opens in `OpenContexts`, reached through the sandbox's global object
 * under `EVIDENCE_KEY` as the stack is under STACK_KEY. A passing test costs nothing: pages are
 * only read once a test or hook has failed.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export const EVIDENCE_KEY = Symbol.for('learnfree.failure-evidence');

export interface OpenContexts {
  /** Every context opened through the file's browser connection and not closed yet. */
  open: Set<BrowserContext>;
  /**
   * Contexts whose test code failed while using them (withPage's): left open for the capture, and
   * closed right after it, or when the test ends if no failure was reported.
   */
  closeAfterCapture: Set<BrowserContext>;
}

/** The registry of the file's sandbox, or `undefined` outside the browser project's environment. */
export const openContexts = (): OpenContexts | undefined =>
  (globalThis as Record<symbol, unknown>)[EVIDENCE_KEY] as OpenContexts | undefined;

/** How long one read of a page may take: a hung or crashed page must not hold the run. */
const LIMIT_MS = 5_000;
/** Console messages kept in the text file: the last ones before the failure. */
const CONSOLE_LINES = 50;

const firstLine = (error: unknown) =>
  String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0] ?? '';

const LATE = Symbol('late');

/** `work()`'s value, or `undefined` with the reason in `problems`: its error, or no answer in time. */
async function attempt<T>(what: string, work: () => Promise<T>, problems: string[]): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), LIMIT_MS);
  });
  try {
    // A late rejection of `work()` is handled: race subscribed to it.
    const result = await Promise.race([work(), late]);
    if (result !== LATE) return result as T;
    problems.push(`${what}: no answer in ${LIMIT_MS / 1000} s`);
  } catch (error) {
    problems.push(`${what}: ${firstLine(error)}`);
  } finally {
    clearTimeout(timer);
  }
  return undefined;
}

/** A test or block's name as a file name: `at 1280 px › plays a video` → `at-1280-px-plays-a-video`. */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '') || 'test';

/**
 * Saves each page that is still open as `<dir>/<name>-<n>.png` and `.txt`, n counting on from the
 * files already there, and returns the paths written. Each read is capped at LIMIT_MS and the pages
 * are read side by side, so the whole capture takes a few seconds at most; a page closed meanwhile
 * leaves what could be read, and its errors in the text file.
 */
export async function captureEvidence(pages: Page[], dir: string, name: string): Promise<string[]> {
  const open = pages.filter((page) => !page.isClosed());
  if (open.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  const base = slug(name);
  const bases: string[] = [];
  for (let n = 1; bases.length < open.length; n++) {
    const candidate = join(dir, `${base}-${n}`);
    if (!existsSync(`${candidate}.png`) && !existsSync(`${candidate}.txt`)) bases.push(candidate);
  }
  const written = await Promise.all(open.map((page, index) => capturePage(page, bases[index]!, name)));
  return written.flat();
}

async function capturePage(page: Page, base: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  const url = page.url();
  const [png, text, consoleMessages, pageErrors, requests] = await Promise.all([
    attempt('screenshot', () => page.screenshot({ fullPage: true, timeout: LIMIT_MS }), problems),
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is what the test saw
    attempt('visible text', () => page.locator('body').innerText({ timeout: LIMIT_MS }), problems),
    attempt('console', () => page.consoleMessages(), problems),
    attempt('uncaught errors', () => page.pageErrors(), problems),
    // The last 100 requests; `failure()` and the status are known only where the harness listened.
    attempt('requests', () => page.requests(), problems),
  ]);
  const messages = (consoleMessages ?? []).slice(-CONSOLE_LINES).map((message) => {
    const { url: source, lineNumber } = message.location();
    return `[${message.type()}] ${message.text()}${source ? ` (${source}:${lineNumber})` : ''}`;
  });
  const failedRequests = (requests ?? []).flatMap((request) => {
    const status = request.existingResponse()?.status() ?? 0;
    const why = [status >= 400 ? `HTTP ${status}` : '', request.failure()?.errorText ?? ''].filter(Boolean);
    return why.length > 0 ? [`${request.method()} ${request.url()}: ${why.join(', ')}`] : [];
  });
  const section = (title: string, lines: string[]) => `\n--- ${title} ---\n${lines.join('\n') || '(none)'}\n`;
  const paths: string[] = [];
  if (png) {
    writeFileSync(`${base}.png`, png);
    paths.push(`${base}.png`);
  }
  writeFileSync(
    `${base}.txt`,
    [
      `URL: ${url}\nTest: ${name}\nSaved: ${new Date().toISOString()}\n`,
      section('Visible text (document.body.innerText)', text === undefined ? [] : [text]),
      section(`Console, last ${CONSOLE_LINES} messages`, messages),
      section('Uncaught errors', (pageErrors ?? []).map(firstLine)),
      section('Failed requests', failedRequests),
      ...(problems.length > 0 ? [section('Not captured', problems)] : []),
    ].join(''),
  );
  paths.push(`${base}.txt`);
  return paths;
}

/** The parts of jest-circus's events and state (`Circus` in @jest/types) the capture reads. */
interface CircusTest {
  type: 'test';
  name: string;
  parent: CircusBlock;
  errors: unknown[];
}
interface CircusBlock {
  type: 'describeBlock';
  name: string;
  parent?: CircusBlock;
  children: Array<CircusTest | CircusBlock>;
}
export interface CircusEvent {
  name: string;
  test?: CircusTest;
  describeBlock?: CircusBlock;
  hook?: { type: string };
}
export interface CircusState {
  unhandledErrors: unknown[];
}

const ROOT_BLOCK = 'ROOT_DESCRIBE_BLOCK';
const fullName = (block: CircusBlock | undefined, last?: string): string => {
  const names = last === undefined ? [] : [last];
  for (let at = block; at && at.name !== ROOT_BLOCK; at = at.parent) names.unshift(at.name);
  return names.join(' › ');
};
const testsUnder = (block: CircusBlock): CircusTest[] =>
  block.children.flatMap((child) => (child.type === 'test' ? [child] : testsUnder(child)));

/**
 * The hook of the browser project's environment: on a failed test or hook, captures the file's open
 * pages and adds their paths to the failure where jest-circus put it (the test's errors; every test
 * under a failed `beforeAll`'s block; the file's errors for an `afterAll`).
 */
export class FailureEvidence {
  readonly contexts: OpenContexts = { open: new Set(), closeAfterCapture: new Set() };
  private cleared = false;

  /** `rootDir` is the repository's; evidence goes under its test-results/failures/<test file>/. */
  constructor(
    private readonly rootDir: string,
    private readonly testPath: string,
  ) {}

  async handleTestEvent(event: CircusEvent, state: CircusState): Promise<void> {
    const failure = this.failureOf(event, state);
    if (failure) {
      const paths = await this.capture(failure.name);
      if (paths.length > 0) {
        const message = `Evidence of the open pages, saved when this failed:\n${paths
          .map((path) => `  ${relative(this.rootDir, path)}`)
          .join('\n')}`;
        // Its stack is the message alone: jest prints no trace of this module under it.
        const note = Object.assign(new Error(message), { stack: message });
        for (const errors of failure.errorLists) errors.push(note);
      }
    }
    if (failure || event.name === 'test_done') await this.closeHeldContexts();
  }

  private failureOf(event: CircusEvent, state: CircusState) {
    const { test, describeBlock, hook } = event;
    if (event.name === 'test_fn_failure' && test)
      return { name: fullName(test.parent, test.name), errorLists: [test.errors] };
    if (event.name !== 'hook_failure' || !hook) return undefined;
    const hookName = `${hook.type} hook`;
    if (test) return { name: fullName(test.parent, `${test.name} › ${hookName}`), errorLists: [test.errors] };
    const name = fullName(describeBlock, hookName);
    if (hook.type === 'beforeAll' && describeBlock)
      return { name, errorLists: testsUnder(describeBlock).map((t) => t.errors) };
    return { name, errorLists: [state.unhandledErrors] };
  }

  private async capture(name: string): Promise<string[]> {
    const dir = join(this.rootDir, 'test-results', 'failures', basename(this.testPath));
    // This run's evidence only: what an earlier run of the file left could be taken for it.
    if (!this.cleared) rmSync(dir, { recursive: true, force: true });
    this.cleared = true;
    const pages = [...this.contexts.open].flatMap((context) => context.pages());
    return captureEvidence(pages, dir, name);
  }

  private async closeHeldContexts(): Promise<void> {
    const held = [...this.contexts.closeAfterCapture];
    this.contexts.closeAfterCapture.clear();
    await Promise.all(held.map((context) => attempt('close', () => context.close(), [])));
  }
}
