/**
 * The first `k` of many candidates in an order, without sorting them all: a page needs 25 of
 * perhaps 30,000 matches. A heap holds the best `k` seen so far, its worst on top, so a candidate
 * that does not beat that worst costs one comparison, and one that does about log2(k) more.
 */
export function firstInOrder(
  candidates: number,
  k: number,
  keep: (candidate: number) => boolean,
  compare: (a: number, b: number) => number,
): number[] {
  const heap: number[] = [];
  for (let candidate = 0; candidate < candidates; candidate++) {
    if (!keep(candidate)) continue;
    if (heap.length < k) {
      // Moves up from the bottom past every parent it comes after.
      let i = heap.length;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (compare(candidate, heap[parent]!) <= 0) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = candidate;
    } else if (k > 0 && compare(candidate, heap[0]!) < 0) {
      // Replaces the worst and moves down below every child that comes after it.
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= k) break;
        const right = left + 1;
        const later = right < k && compare(heap[right]!, heap[left]!) > 0 ? right : left;
        if (compare(heap[later]!, candidate) <= 0) break;
        heap[i] = heap[later]!;
        i = later;
      }
      heap[i] = candidate;
    }
  }
  return heap.sort(compare);
}
