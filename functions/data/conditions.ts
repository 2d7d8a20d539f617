/**
 * A transaction that kept colliding with others on the same item, after every retry: the item is
 * too hot right now. A dependency failure, not the caller's fault (the HTTP wrapper answers 503).
 */
export class StillContended extends Error {
  override readonly name = 'StillContended';
}

/** True when a write failed because its condition (or a transaction member's) did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.name === 'TransactionCanceledException' && /ConditionalCheckFailed/.test(error.message)));

/**
 * Whether the conditional `write` was made: false when its condition did not hold, which for a claim
 * or a guarded change is an answer, not a failure. Any other error is thrown.
 */
export async function conditionalWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** True when the transaction member at `index` is one whose condition failed. */
export const failedAt = (error: unknown, index: number): boolean =>
  (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons?.[index]?.Code ===
  'ConditionalCheckFailed';

/** True when a transaction was cancelled because another one touched the same item at that moment. */
export const isTransactionConflict = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === 'TransactionCanceledException' &&
  /TransactionConflict/.test(
    `${error.message} ${JSON.stringify((error as { CancellationReasons?: unknown }).CancellationReasons ?? [])}`,
  );

/**
 * Runs `attempt` again, after a short random pause, while it fails with a transaction conflict: a
 * hot item (a popular course's like count) makes concurrent transactions cancel each other.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 12): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (isConditionFailure(error) || !isTransactionConflict(error)) throw error;
      if (i >= tries) throw new StillContended('The transaction kept conflicting with others.');
      const ceiling = Math.min(1_000, 15 * 2 ** i);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
