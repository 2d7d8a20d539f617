/**
 * The two ways the check runs: an admin's "check now" (`POST /api/admin/content-check`), which has
 * the HTTP call's time, and the daily worker (an EventBridge schedule), which has Lambda's 15
 * minutes. Each stops asking the provider in time to store what it found; the rest comes first in
 * the next run.
 */
import { ok, type Reply } from '../runtime/http';
import type { WorkerRequest } from '../runtime/worker';
import { runContentCheck } from './check';

/** The check-now function's timeout, under the 30 s after which the HTTP API gives up on a call. */
export const CHECK_NOW_TIMEOUT_SECONDS = 29;
/** The daily worker's timeout: Lambda's longest. */
export const DAILY_CHECK_TIMEOUT_SECONDS = 15 * 60;
/** Time kept after the last provider call for the writes, the drift and the digest. */
const WRITING_MS = { now: 9_000, daily: 3 * 60_000 };

export async function checkContentNow(): Promise<Reply> {
  return ok(
    await runContentCheck({ deadline: Date.now() + CHECK_NOW_TIMEOUT_SECONDS * 1000 - WRITING_MS.now }),
  );
}

export async function checkContentDaily(_request: WorkerRequest<unknown>): Promise<unknown> {
  return runContentCheck({ deadline: Date.now() + DAILY_CHECK_TIMEOUT_SECONDS * 1000 - WRITING_MS.daily });
}
