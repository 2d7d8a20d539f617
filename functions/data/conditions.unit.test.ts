import { failure } from '../runtime/wrapper-core';
import { isConditionFailure, isTransactionConflict, retryOnConflict, StillContended } from './conditions';

/** A cancelled transaction as the SDK reports it, with one reason per member. */
function cancelled(...codes: string[]): Error {
  const error = new Error(
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
  );
  error.name = 'TransactionCanceledException';
  Object.assign(error, { CancellationReasons: codes.map((Code) => ({ Code })) });
  return error;
}

describe('retrying transactions that collide on a hot item', () => {
  it('tells a conflict from a failed condition', () => {
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isConditionFailure(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(isConditionFailure(cancelled('ConditionalCheckFailed', 'None'))).toBe(true);
  });

  it('tries again after conflicts until the transaction goes through', async () => {
    let attempts = 0;
    const result = await retryOnConflict(async () => {
      attempts++;
      if (attempts < 3) throw cancelled('TransactionConflict', 'None');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
  });

  it('does not retry a failed condition: the caller decides what it means', async () => {
    let attempts = 0;
    const failing = retryOnConflict(async () => {
      attempts++;
      throw cancelled('ConditionalCheckFailed', 'TransactionConflict');
    });
    await expect(failing).rejects.toThrow(/ConditionalCheckFailed/);
    expect(attempts).toBe(1);
  });

  it('gives up with a data-level error when conflicts persist, which callers hear as 503', async () => {
    const failing = retryOnConflict(async () => {
      throw cancelled('TransactionConflict');
    }, 3);
    await expect(failing).rejects.toBeInstanceOf(StillContended);
    expect(failure(await failing.catch((error: unknown) => error)).status).toBe(503);
  });
});
