import { noSoonerThan } from './even-timing';

describe('answers that take a fixed time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settledAfter = async (promise: Promise<unknown>, ms: number) => {
    let settled = false;
    promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await jest.advanceTimersByTimeAsync(ms - 1);
    const early = settled;
    await jest.advanceTimersByTimeAsync(1);
    return { early, settled };
  };

  it('hold a quick answer until the time is up', async () => {
    const answer = noSoonerThan(1_000, async () => 'done');
    expect(await settledAfter(answer, 1_000)).toEqual({ early: false, settled: true });
    await expect(answer).resolves.toBe('done');
  });

  it('hold a quick failure just as long, then fail with it', async () => {
    const answer = noSoonerThan(1_000, async () => {
      throw new Error('mail down');
    });
    answer.catch(() => undefined);
    expect(await settledAfter(answer, 1_000)).toEqual({ early: false, settled: true });
    await expect(answer).rejects.toThrow('mail down');
  });

  it('add nothing to work that took longer', async () => {
    const answer = noSoonerThan(
      1_000,
      () => new Promise((resolve) => setTimeout(() => resolve('slow'), 1_500)),
    );
    expect(await settledAfter(answer, 1_500)).toEqual({ early: false, settled: true });
  });
});
