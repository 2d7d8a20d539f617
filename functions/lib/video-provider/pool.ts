/**
 * Runs `work(i)` for i = 0 … count-1 with at most `limit` calls in flight: enough to hide the
 * provider's latency, few enough not to look like a flood. The first error rejects the whole run.
 */
export async function inPool(
  count: number,
  limit: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

/** `items` in runs of `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
