/**
 * One more try for a call to an AWS API that failed in a way a moment may cure (throttling, a 5xx
 * answer, a network failure: errors.ts's `isTransient`), as the SDK clients did with
 * `maxAttempts: 2`, or for the failures `retryable` names. A refusal (a failed condition, a bad
 * request) is thrown at once. The pause before
 * the retry is a random fraction of RETRY_PAUSE_MS, so callers that failed together spread out.
 */
import { isTransient } from './errors';

const RETRY_PAUSE_MS = 100;

export async function withOneRetry<T>(
  attempt: () => Promise<T>,
  retryable: (error: unknown) => boolean = isTransient,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!retryable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MS));
    return attempt();
  }
}
