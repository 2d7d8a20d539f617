/**
 * However the local stack's process ends, DynamoDB Local's java and every other process it started
 * end with it, so the next `npm start` finds its ports and data directory free. Each case starts the
 * real stack in a process of its own (test/support/stack-process.ts) and ends it one way.
 */
import {
  commandLine,
  descendantsOf,
  isRunning,
  type StackProcess,
  spawnStack,
} from '../../test/support/spawn-stack';

jest.setTimeout(120_000);

/** "Within a few seconds": the watchdog's SIGKILL comes 3 s after its SIGTERM. */
const CLEANUP_DEADLINE_MS = 8_000;

async function survivorsAfter(stack: StackProcess, end: () => void): Promise<string[]> {
  const children = descendantsOf(stack.pid);
  // The test means something only if the stack really had java running below it.
  expect(children.map(commandLine).some((command) => command?.includes('DynamoDBLocal.jar'))).toBe(true);
  end();
  await stack.exited;
  const deadline = Date.now() + CLEANUP_DEADLINE_MS;
  let left = children.filter(isRunning);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter(isRunning);
  }
  return left.map((pid) => `${pid} ${commandLine(pid) ?? ''}`);
}

const ENDINGS: Array<[string, (stack: StackProcess) => void, number | NodeJS.Signals]> = [
  ['an uncaught exception', (stack) => stack.child.stdin!.write('crash\n'), 1],
  ['SIGTERM', (stack) => process.kill(stack.pid, 'SIGTERM'), 0],
  ['SIGHUP (a closed terminal)', (stack) => process.kill(stack.pid, 'SIGHUP'), 0],
  ['kill -9', (stack) => process.kill(stack.pid, 'SIGKILL'), 'SIGKILL'],
];

describe('when the local stack process ends', () => {
  // Each case waits mostly for its own java to start, so the four run side by side.
  it.concurrent.each(ENDINGS)('after %s, no process it started is left running', async (_how, end, exit) => {
    const stack = await spawnStack();
    try {
      expect(await survivorsAfter(stack, () => end(stack))).toEqual([]);
      expect(await stack.exited).toBe(exit);
    } finally {
      if (stack.child.exitCode === null) stack.child.kill('SIGKILL');
    }
  });
});
