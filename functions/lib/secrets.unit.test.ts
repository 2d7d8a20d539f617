/**
 * How a function keeps what it read from Secrets Manager: five minutes, and fresher on request. The
 * store here counts reads in place of Secrets Manager, which has no local stand-in; the clock is
 * jest's.
 */
import { cachedSecret, type SecretSource } from './secrets';

const KEEP_MS = 5 * 60 * 1000;

/** A secret store that answers `value()` and counts the reads of each ARN. */
function countingSource(value: () => string): { source: SecretSource; reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    source: async (arn) => {
      reads.push(arn);
      return value();
    },
  };
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('reads a secret once and again only after five minutes, so a rotation reaches a warm container', async () => {
  let current = 'one';
  const { source, reads } = countingSource(() => current);
  const read = cachedSecret((text) => text, KEEP_MS, source);
  expect(await read('arn:a')).toBe('one');
  current = 'two';
  jest.advanceTimersByTime(KEEP_MS - 1);
  expect(await read('arn:a')).toBe('one');
  jest.advanceTimersByTime(1);
  expect(await read('arn:a')).toBe('two');
  expect(reads).toEqual(['arn:a', 'arn:a']);
});

it('reads again sooner when asked for a fresher value, but never more often than asked', async () => {
  const { source, reads } = countingSource(() => 'value');
  const read = cachedSecret((text) => text, KEEP_MS, source);
  await read('arn:a');
  jest.advanceTimersByTime(10_000);
  await read('arn:a', 30_000); // 10 s old: fresh enough
  expect(reads).toHaveLength(1);
  jest.advanceTimersByTime(20_000);
  await read('arn:a', 30_000); // 30 s old: read again
  await read('arn:a', 30_000);
  expect(reads).toHaveLength(2);
});

it('does not keep a failed read or a value that does not parse: the next call tries again', async () => {
  let text = 'not a number';
  const { source, reads } = countingSource(() => text);
  const read = cachedSecret(
    (value) => {
      if (Number.isNaN(Number(value))) throw new Error('not a number');
      return Number(value);
    },
    KEEP_MS,
    source,
  );
  await expect(read('arn:a')).rejects.toThrow('not a number');
  text = '42';
  expect(await read('arn:a')).toBe(42);
  expect(reads).toHaveLength(2);
});
