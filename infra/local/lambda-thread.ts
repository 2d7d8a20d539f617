/**
 * One local Lambda execution environment for the stack's workers (lambda-runners.ts): takes one
 * invocation at a time from the gateway's thread, runs the manifest's worker as the deployed entry
 * does, and answers when it has finished or what it threw.
 */
import { parentPort } from 'node:worker_threads';
import { workerManifest } from '../../functions/routes';
import { workerHandler } from './handlers';
import type { ThreadAnswer } from './lambda-runners';

interface Invocation {
  name: string;
  payload: unknown;
  requestId: string;
}

// Loaded before the first invocation arrives, as a warm environment has its code loaded.
for (const name of Object.keys(workerManifest)) workerHandler(name);

const port = parentPort!;
port.on('message', async ({ name, payload, requestId }: Invocation) => {
  let answer: ThreadAnswer;
  try {
    const handler = workerHandler(name);
    if (!handler) throw new Error(`No worker ${name} in the manifest`);
    await handler(payload, { awsRequestId: requestId });
    answer = { ok: true };
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
