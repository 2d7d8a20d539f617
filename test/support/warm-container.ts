/**
 * A cached secret as a warm container reads it: what it keeps (`kept`), what a read no older than
 * asked finds (`stored`), and the ages it asked for, so a test can tell when it read again.
 */
export function warmContainer<T>(kept: T, stored: T) {
  const asked: Array<number | undefined> = [];
  const read = async (maxAgeMs?: number): Promise<T> => {
    asked.push(maxAgeMs);
    return maxAgeMs === undefined ? kept : stored;
  };
  return { asked, read };
}
