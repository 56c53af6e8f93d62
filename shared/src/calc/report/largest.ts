/*
 * The largest items of a list, largest first, without sorting the whole list: a drill-down keeps
 * 200 entries of a category that may hold 100,000. A bounded heap holds the best `limit` seen so
 * far, so the cost grows with the list times log(limit), not log(list).
 */

/** Whether `a` comes before `b`: larger value first; equal values keep their order in the list. */
const before = (aValue: number, aIndex: number, bValue: number, bIndex: number): boolean =>
  aValue > bValue || (aValue === bValue && aIndex < bIndex);

/**
 * The first `limit` items of `items` sorted by `value` descending, equal values in list order:
 * exactly what a stable full sort then `slice(0, limit)` gives, for finite values.
 */
export function largestFirst<Item extends { readonly value: number }>(items: readonly Item[], limit: number): Item[] {
  const size = Math.max(0, Math.min(Math.floor(limit), items.length));
  if (size === items.length) return [...items].sort((a, b) => b.value - a.value);
  if (size === 0) return [];
  // A heap of indices whose root is the one that comes last: the first to give way.
  const heap: number[] = [];
  const comesLast = (a: number, b: number) => before(items[b]!.value, b, items[a]!.value, a);
  const siftUp = (start: number) => {
    let child = start;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!comesLast(heap[child]!, heap[parent]!)) return;
      [heap[child], heap[parent]] = [heap[parent]!, heap[child]!];
      child = parent;
    }
  };
  const siftDown = () => {
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const last = right < heap.length && comesLast(heap[right]!, heap[left]!) ? right : left;
      if (!comesLast(heap[last]!, heap[parent]!)) return;
      [heap[last], heap[parent]] = [heap[parent]!, heap[last]!];
      parent = last;
    }
  };
  for (let index = 0; index < items.length; index += 1) {
    if (heap.length < size) {
      heap.push(index);
      siftUp(heap.length - 1);
    } else if (before(items[index]!.value, index, items[heap[0]!]!.value, heap[0]!)) {
      heap[0] = index;
      siftDown();
    }
  }
  return heap.sort((a, b) => (before(items[a]!.value, a, items[b]!.value, b) ? -1 : 1)).map((index) => items[index]!);
}
