/**
 * The first `k` of many candidates in an order, without sorting them all: a page needs 25 of
 * perhaps 30,000 matches. A heap holds the best `k` seen so far, its worst on top, so most
 * candidates cost one comparison with that worst.
 */
export function firstInOrder(
  candidates: number,
  k: number,
  keep: (candidate: number) => boolean,
  compare: (a: number, b: number) => number,
): number[] {
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j]!, heap[i]!];
  };
  for (let candidate = 0; candidate < candidates; candidate++) {
    if (!keep(candidate)) continue;
    if (heap.length < k) {
      // Up from the bottom while it comes after its parent.
      let i = heap.push(candidate) - 1;
      while (i > 0 && compare(heap[i]!, heap[(i - 1) >> 1]!) > 0) {
        swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
    } else if (k > 0 && compare(candidate, heap[0]!) < 0) {
      // Replaces the worst, which moves down below any child that comes after it.
      heap[0] = candidate;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let last = i;
        if (left < k && compare(heap[left]!, heap[last]!) > 0) last = left;
        if (right < k && compare(heap[right]!, heap[last]!) > 0) last = right;
        if (last === i) break;
        swap(i, last);
        i = last;
      }
    }
  }
  return heap.sort(compare);
}
