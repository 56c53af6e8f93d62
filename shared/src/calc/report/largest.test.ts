import { describe, expect, it } from 'vitest';
import { largestFirst } from './largest.ts';

/** What the roll-up did before: a stable sort of the whole list, largest first, then the first `limit`. */
const sortThenSlice = <Item extends { value: number }>(items: readonly Item[], limit: number) =>
  [...items].sort((a, b) => b.value - a.value).slice(0, Math.max(0, limit));

/** A deterministic generator, so a failure names a list that can be rebuilt. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

describe('largestFirst', () => {
  it('keeps the largest values, largest first, and equal values in list order', () => {
    const items = [
      { id: 'a', value: 5 },
      { id: 'b', value: 9 },
      { id: 'c', value: 5 },
      { id: 'd', value: -1 },
      { id: 'e', value: 9 },
      { id: 'f', value: 5 },
      { id: 'g', value: 0 },
    ];
    expect(largestFirst(items, 4).map((item) => item.id)).toEqual(['b', 'e', 'a', 'c']);
    expect(largestFirst(items, 3).map((item) => item.id)).toEqual(['b', 'e', 'a']);
    expect(largestFirst(items, 5).map((item) => item.id)).toEqual(['b', 'e', 'a', 'c', 'f']);
  });

  it('gives what a full sort then a cut gives, on lists full of ties, at every limit', () => {
    const random = generator(7);
    for (const length of [0, 1, 2, 3, 10, 57, 200, 201, 450]) {
      // Few distinct values (ties everywhere), negatives, zero and -0 among them.
      const items = Array.from({ length }, (_, id) => ({ id, value: [-0, 0, 1.5, -2, 3, 3, 7.25, -2][Math.floor(random() * 8)]! }));
      for (const limit of [-1, 0, 1, 2, 5, 199, 200, 201, length - 1, length, length + 1]) {
        expect(largestFirst(items, limit)).toEqual(sortThenSlice(items, limit));
      }
    }
  });

  it('gives what a full sort then a cut gives on distinct random values', () => {
    const random = generator(11);
    const items = Array.from({ length: 5_000 }, (_, id) => ({ id, value: random() * 1_000 - 100 }));
    expect(largestFirst(items, 200)).toEqual(sortThenSlice(items, 200));
  });

  it('leaves the list it reads unchanged', () => {
    const items = [{ value: 1 }, { value: 3 }, { value: 2 }];
    largestFirst(items, 2);
    expect(items.map((item) => item.value)).toEqual([1, 3, 2]);
  });
});
