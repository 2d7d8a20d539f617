/**
 * What the browser tests' environment (browser-environment.ts) hands a test file: the worker's
 * shared stack, reached through the sandbox's global object under `STACK_KEY`. A registered symbol,
 * so the environment and the test file, each with its own copy of this module, name the same key.
 */
export const STACK_KEY = Symbol.for('learnfree.browser-stack');

export interface StackLease {
  /** `http://localhost:<port>`, the gateway's address and the site's origin. */
  url: string;
  /** The shared Chromium's DevTools endpoint, for `chromium.connectOverCDP`. */
  cdpEndpoint: string;
  /** Hands the stack back; the file's own browser connection must be closed first. */
  release(): void;
}

export type AcquireStack = () => Promise<StackLease>;
