/**
 * The stack the browser tests drive, one per jest worker: the local gateway (serving web/dist, the
 * API handlers and the chat) on a free port, and Debian's Chromium. Starting them and loading the
 * handlers costs seconds, so the test files a worker runs one after another share them.
 *
 * This module lives outside the test files' sandboxes: the browser project's test environment
 * (browser-environment.ts) imports it, and Node keeps it for the worker's life, where jest gives
 * every test file a module registry of its own. The stack's TypeScript is loaded with tsx, as
 * `npm start` loads it, in a namespace of its own so the worker's other modules are untouched. Its
 * handlers read the worker's `process.env`, which the environment hands the test files as theirs.
 *
 * A test file meets the stack as a fresh deployment would: its variables point the functions at
 * this gateway while the file holds it (`pointAtGateway`), and the handlers start cold, with no
 * catalogue index from the file before (which may have used another table). Files hold it one at a
 * time; each opens its own browser contexts over a connection of its own, which Chromium disposes
 * of when the connection closes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { register } from 'tsx/cjs/api';
import type { Gateway } from '../../infra/local/gateway';
import type { StackLease } from './browser-lease';
import { freePort } from './free-port';
import { pointAtGateway } from './gateway-environment';

const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');
/**
 * Debian's headless shell when it is installed: the same engine without the browser's UI, so a test
 * run spends about a third less CPU in Chromium (browser tests 247 s → 184 s side by side). Lighthouse
 * keeps the full Chromium (bench/lighthouse.ts), as learners' browsers are.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Running {
  url: string;
  cdpEndpoint: string;
  browser: Browser;
  gateway: Gateway;
  /** Drops what the handlers keep between calls, as a new Lambda container starts without it. */
  coldStart(): void;
}

const stackModules = register({ namespace: 'learnfree-browser-stack' });
const load = <T>(path: string): T => stackModules.require(path, __filename) as T;

let running: Promise<Running> | undefined;
let holders = 0;
let restoreEnvironment: (() => void) | undefined;
let closing: Promise<void> = Promise.resolve();

async function launchChromium(): Promise<Pick<Running, 'browser' | 'cdpEndpoint'>> {
  // With a port of its own choosing Chromium would name it only in Playwright's temporary profile.
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const version = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
    return { browser, cdpEndpoint: webSocketDebuggerUrl };
  } catch (error) {
    await browser.close();
    throw new Error(`Chromium's DevTools endpoint did not answer on port ${port}`, { cause: error });
  }
}

async function start(): Promise<Running> {
  const port = await freePort();
  const { startGateway } = load<typeof import('../../infra/local/gateway')>('../../infra/local/gateway');
  const live = load<typeof import('../../functions/catalogue/live-catalogue')>(
    '../../functions/catalogue/live-catalogue',
  );
  const [gateway, chromiumParts] = await Promise.allSettled([
    // The web app embeds the local video provider's player, which the global setup started.
    startGateway({ port, staticDir: WEB_DIST, playerOrigin: process.env.YOUTUBE_PLAYER_ORIGIN }),
    launchChromium(),
  ]);
  if (gateway.status === 'rejected' || chromiumParts.status === 'rejected') {
    // Half a stack would hold the process open for nothing.
    await Promise.allSettled([
      gateway.status === 'fulfilled' && gateway.value.close(),
      chromiumParts.status === 'fulfilled' && chromiumParts.value.browser.close(),
    ]);
    throw gateway.status === 'rejected' ? gateway.reason : (chromiumParts as PromiseRejectedResult).reason;
  }
  closeWithTheWorker();
  return {
    url: `http://localhost:${port}`,
    gateway: gateway.value,
    ...chromiumParts.value,
    coldStart: () => {
      Object.assign(live.liveCatalogue, new live.LiveCatalogue());
    },
  };
}

async function close(): Promise<void> {
  const stack = running;
  running = undefined;
  const parts = await stack?.catch(() => undefined);
  if (parts) await Promise.allSettled([parts.browser.close(), parts.gateway.close()]);
}

/**
 * A jest worker is a child process that takes test files until jest tells it to end, and then it
 * stops listening for messages and waits for its event loop to empty; the stack would keep it
 * alive, so it closes then. Run in band, in jest's own process, it closes as soon as no file holds it.
 */
const inWorker = () => typeof process.send === 'function' && process.listenerCount('message') > 0;

let watchingWorker = false;
function closeWithTheWorker(): void {
  if (watchingWorker || !inWorker()) return;
  watchingWorker = true;
  const onRemoved = (event: string | symbol) => {
    if (event !== 'message' || process.listenerCount('message') > 0) return;
    process.off('removeListener', onRemoved);
    watchingWorker = false;
    closing = close();
  };
  process.on('removeListener', onRemoved);
}

/** The worker's stack, started on first use (or again if its Chromium has gone). */
export async function acquireStack(): Promise<StackLease> {
  await closing;
  if (running && !(await running.catch(() => undefined))?.browser.isConnected()) await close();
  running ??= start();
  const stack = await running.catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  if (holders++ === 0) {
    restoreEnvironment = pointAtGateway(stack.url);
    stack.coldStart();
  }
  let held = true;
  return {
    url: stack.url,
    cdpEndpoint: stack.cdpEndpoint,
    release: () => {
      if (!held) return;
      held = false;
      if (--holders > 0) return;
      restoreEnvironment?.();
      restoreEnvironment = undefined;
      if (!inWorker()) closing = close();
    },
  };
}
