/**
 * The browser project's test environment: Node's, plus the worker's shared stack (one gateway and
 * one Chromium, browser-stack.ts), which `startApp()` in browser.ts leases through the global
 * object. Jest loads this module once per worker and keeps it, so the stack outlives each file's
 * module registry; a lease a file has not handed back is released when the file ends.
 *
 * The stack's handlers run outside the file's sandbox and read this process's `process.env`. A file
 * that points them elsewhere (a table of its own: own-table.ts) must reach them, so the file gets
 * `process.env` itself rather than jest's copy, and whatever the file changed in it is put back
 * when it ends, as with the copy.
 *
 * When a test or hook fails, the pages the file has open are saved as evidence, and the failure
 * names the files (failure-evidence.ts): jest-circus hands its events to `handleTestEvent` and
 * waits for it.
 */
import NodeEnvironment from 'jest-environment-node';
import { type AcquireStack, STACK_KEY, type StackLease } from './browser-lease';
import { acquireStack } from './browser-stack';
import { type CircusEvent, type CircusState, EVIDENCE_KEY, FailureEvidence } from './failure-evidence';

export default class BrowserEnvironment extends NodeEnvironment {
  private readonly leases = new Set<StackLease>();
  private readonly variablesBefore = { ...process.env };
  private readonly evidence: FailureEvidence;

  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    const [config, context] = args;
    this.evidence = new FailureEvidence(config.projectConfig.rootDir, context.testPath);
    this.global.process.env = process.env;
    const acquire: AcquireStack = async () => {
      const lease = await acquireStack();
      this.leases.add(lease);
      return {
        ...lease,
        release: () => {
          this.leases.delete(lease);
          lease.release();
        },
      };
    };
    Object.assign(this.global, { [STACK_KEY]: acquire, [EVIDENCE_KEY]: this.evidence.contexts });
  }

  handleTestEvent(event: CircusEvent, state: CircusState): Promise<void> {
    return this.evidence.handleTestEvent(event, state);
  }

  override async teardown(): Promise<void> {
    for (const lease of this.leases) lease.release();
    this.leases.clear();
    for (const name of Object.keys(process.env))
      if (!(name in this.variablesBefore)) delete process.env[name];
    Object.assign(process.env, this.variablesBefore);
    await super.teardown();
  }
}
