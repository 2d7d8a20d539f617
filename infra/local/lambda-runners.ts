/**
 * Where the local stack runs an invoked worker. Deployed, each invocation runs in a Lambda execution
 * environment of its own, one event at a time, on a CPU of its own; a fan-out's workers run side by
 * side and none of them on API Gateway. Locally:
 *
 * - `threadRunner` (`npm start`, the bench): a pool of worker threads, each taking one invocation at
 *   a time as an environment does: one warm from the start, more as needed up to one per core (at
 *   most four), all kept for later invocations. A fan-out's workers then sign and send their posts
 *   on the other cores while the gateway's loop serves them.
 * - `inProcessRunner` (tests that start a gateway): the worker runs on the gateway's own loop, where
 *   a test can watch its storage calls and stall or fail it.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerHandler } from './handlers';

export interface WorkerRunner {
  /** Runs the manifest's worker `name` with `payload`; rejects with what the worker threw. */
  run(name: string, payload: unknown, requestId: string): Promise<void>;
  /** Ends the runner once the invocations it holds have finished. */
  close(): Promise<void>;
}

/** What the thread answers for one invocation. */
export type ThreadAnswer = { ok: true } | { ok: false; error: string };

export function inProcessRunner(): WorkerRunner {
  return {
    run: async (name, payload, requestId) => {
      await workerHandler(name)!(payload, { awsRequestId: requestId });
    },
    close: async () => {},
  };
}

/**
 * The thread's entry. Node 20 gives a worker thread none of the module hooks `--import tsx`
 * registered, so the thread registers tsx's CommonJS hooks itself before loading the TypeScript.
 */
const THREAD_ENTRY = `require('tsx/cjs/api').register(); require(${JSON.stringify(join(__dirname, 'lambda-thread.ts'))});`;

/** Threads a pool may start: one per core, but no more than a laptop's memory should carry. */
const MAX_THREADS = 4;

export function threadRunner(size = Math.min(availableParallelism(), MAX_THREADS)): WorkerRunner {
  const idle: Worker[] = [];
  let started = 0;
  const waiting: ((thread: Worker) => void)[] = [];
  const all: Worker[] = [];

  const start = (): Worker => {
    started++;
    // The environment as it is now, passed as an object: a test runner's `process.env` is its own
    // copy, which SHARE_ENV (the real one) would not see.
    const thread = new Worker(THREAD_ENTRY, { eval: true, env: { ...process.env } });
    thread.unref();
    all.push(thread);
    return thread;
  };
  const acquire = (): Promise<Worker> => {
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (started < size) return Promise.resolve(start());
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (thread: Worker) => {
    const next = waiting.shift();
    if (next) next(thread);
    else idle.push(thread);
  };
  // One environment is warm from the start, so the first chat message does not wait for a thread
  // to load the workers' code.
  idle.push(start());

  return {
    run: async (name, payload, requestId) => {
      const thread = await acquire();
      let answer: ThreadAnswer;
      try {
        answer = await new Promise<ThreadAnswer>((resolve, reject) => {
          thread.once('error', reject);
          thread.once('message', (message: ThreadAnswer) => {
            thread.off('error', reject);
            resolve(message);
          });
          thread.postMessage({ name, payload, requestId });
        });
      } catch (error) {
        // The thread itself died (an environment that crashed): the next invocation gets a new one.
        started--;
        all.splice(all.indexOf(thread), 1);
        const next = waiting.shift();
        if (next) void acquire().then(next);
        throw error;
      }
      release(thread);
      if (!answer.ok) throw new Error(answer.error);
    },
    close: async () => {
      await Promise.all(all.map((thread) => thread.terminate()));
    },
  };
}
