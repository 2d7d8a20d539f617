/**
 * The evidence a failing browser test leaves (test/support/failure-evidence.ts), shown without a
 * failing test: the capture run on a page this file opens, and the environment's hook fed a made-up
 * failed test. Everything is written under a temporary directory, not test-results/.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, startAppForFile, type TestPage, withPage } from '../support/browser';
import { captureEvidence, FailureEvidence, openContexts } from '../support/failure-evidence';

jest.setTimeout(60_000);

const app = startAppForFile();

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'failure-evidence-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PROBE_TEXT = 'Evidence probe: the page as the test left it';

/** A page at `<app>/evidence-probe` showing PROBE_TEXT, which logs an error and gets a 500 from a request. */
async function showProbe(page: Page): Promise<string> {
  await page.route('**/evidence-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>${PROBE_TEXT}</h1><script>console.error('probe console error'); fetch('/broken.json');</script>`,
    }),
  );
  await page.route('**/broken.json', (route) => route.fulfill({ status: 500, body: '' }));
  const broken = page.waitForResponse('**/broken.json');
  await page.goto('/evidence-probe');
  await broken;
  return `${app.url}/evidence-probe`;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

it("saves an open page's screenshot, address, text, console and failed requests, and skips a closed page", async () => {
  const closed = await openPage(app);
  await closed.context.close();
  await withPage(app, {}, async ({ page, context }) => {
    // The harness registers every context it opens, for the environment's hook to find.
    expect(openContexts()?.open.has(context)).toBe(true);
    const url = await showProbe(page);

    const dir = join(root, 'direct');
    const paths = await captureEvidence([closed.page, page], dir, 'at 1280 px › shows a probe');
    expect(paths).toEqual([
      join(dir, 'at-1280-px-shows-a-probe-1.png'),
      join(dir, 'at-1280-px-shows-a-probe-1.txt'),
    ]);
    expect(readFileSync(paths[0]!).subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const text = readFileSync(paths[1]!, 'utf8');
    expect(text).toContain(`URL: ${url}\n`);
    expect(text).toContain(PROBE_TEXT);
    expect(text).toContain('[error] probe console error');
    expect(text).toContain(`GET ${app.url}/broken.json: HTTP 500`);

    // A second capture under the same name numbers on rather than overwriting the first.
    expect(await captureEvidence([page], dir, 'at 1280 px › shows a probe')).toEqual([
      join(dir, 'at-1280-px-shows-a-probe-2.png'),
      join(dir, 'at-1280-px-shows-a-probe-2.txt'),
    ]);
  });
});

describe('a failing withPage', () => {
  let held: BrowserContext | undefined;

  it('leaves its page open for the capture', async () => {
    await expect(
      withPage(app, {}, async ({ context }) => {
        held = context;
        throw new Error('the use failed');
      }),
    ).rejects.toThrow('the use failed');
    expect(openContexts()?.closeAfterCapture.has(held!)).toBe(true);
    expect(held!.pages()[0]?.isClosed()).toBe(false);
  });

  it('has its page closed by the environment when the test ended', () => {
    expect(held?.pages()).toEqual([]);
    expect(openContexts()?.open.has(held!)).toBe(false);
  });
});

describe("the environment's hook", () => {
  let tps: TestPage[] = [];
  afterEach(async () => {
    await Promise.all(tps.map((tp) => tp.context.close()));
    tps = [];
  });
  const open = async () => {
    const tp = await openPage(app);
    tps.push(tp);
    return tp;
  };

  /** A test as jest-circus hands it to the hook, in a block `a block` at the file's top. */
  const fakeTest = (name: string) => ({
    type: 'test' as const,
    name,
    parent: {
      type: 'describeBlock' as const,
      name: 'a block',
      parent: { type: 'describeBlock' as const, name: 'ROOT_DESCRIBE_BLOCK', children: [] },
      children: [],
    },
    errors: [] as unknown[],
  });
  const state = { unhandledErrors: [] };

  it('captures the open pages when a test fails, names them in its errors, and closes held pages after', async () => {
    const evidence = new FailureEvidence(root, '/somewhere/fake.test.ts');
    const shown = await open();
    const url = await showProbe(shown.page);
    const held = await open();
    evidence.contexts.open.add(shown.context).add(held.context);
    evidence.contexts.closeAfterCapture.add(held.context);

    const test = fakeTest('shows the probe');
    const failure = new Error('expected something else');
    test.errors.push([failure, failure]);
    await evidence.handleTestEvent({ name: 'test_fn_failure', test }, state);

    const dir = join(root, 'test-results', 'failures', 'fake.test.ts');
    const files = ['a-block-shows-the-probe-1.png', 'a-block-shows-the-probe-1.txt'];
    for (const file of files) expect(existsSync(join(dir, file))).toBe(true);
    // The held page was open for the capture: its files come second.
    expect(existsSync(join(dir, 'a-block-shows-the-probe-2.png'))).toBe(true);
    expect(readFileSync(join(dir, files[1]!), 'utf8')).toContain(`URL: ${url}\n`);
    expect(test.errors).toHaveLength(2);
    const note = test.errors[1] as Error;
    expect(note.stack).toBe(note.message);
    expect(note.message).toContain(
      `Evidence of the open pages, saved when this failed:\n  test-results/failures/fake.test.ts/${files[0]}\n  test-results/failures/fake.test.ts/${files[1]}\n`,
    );
    expect(held.page.isClosed()).toBe(true);
    expect(evidence.contexts.closeAfterCapture.size).toBe(0);
  });

  it('captures nothing for a passing test, and closes a held page when the test ends', async () => {
    const evidence = new FailureEvidence(join(root, 'passing'), '/somewhere/passing.test.ts');
    const shown = await open();
    const held = await open();
    evidence.contexts.open.add(shown.context).add(held.context);
    evidence.contexts.closeAfterCapture.add(held.context);

    const test = fakeTest('passes');
    for (const name of ['test_fn_success', 'test_done'])
      await evidence.handleTestEvent({ name, test }, state);
    expect(existsSync(join(root, 'passing'))).toBe(false);
    expect(test.errors).toEqual([]);
    expect(held.page.isClosed()).toBe(true);
    expect(shown.page.isClosed()).toBe(false);
  });

  it("names the evidence of a failed beforeAll in each of its block's tests", async () => {
    const evidence = new FailureEvidence(root, '/somewhere/hooks.test.ts');
    const shown = await open();
    evidence.contexts.open.add(shown.context);
    const first = fakeTest('first');
    const second = fakeTest('second');
    const block = { ...first.parent, children: [first, second] };
    await evidence.handleTestEvent(
      { name: 'hook_failure', hook: { type: 'beforeAll' }, describeBlock: block },
      state,
    );
    for (const test of [first, second])
      expect(String((test.errors[0] as Error).message)).toContain(
        'test-results/failures/hooks.test.ts/a-block-beforeall-hook-1.png',
      );
  });
});
