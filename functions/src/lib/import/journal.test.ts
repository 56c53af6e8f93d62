import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../data/entity.ts';
import { transactionBudgetBytes, transactionsOf } from './journal.ts';

/** A Put of about `bytes` bytes of JSON. */
const put = (bytes: number): TransactItem => ({ Put: { TableName: 't', Item: { pk: 'p', sk: 's', data: 'x'.repeat(bytes) } } });

describe('transactionsOf', () => {
  it('cuts small parts every 100', () => {
    // 252 parts (the mark, 250 writes, the mark cleared): 100, 100 and 52.
    const chunks = transactionsOf(Array.from({ length: 252 }, () => put(10)));
    expect(chunks.map((chunk) => [chunk.items.length, chunk.end])).toEqual([
      [100, 100],
      [100, 200],
      [52, 252],
    ]);
  });

  it('cuts large parts before a transaction outgrows its bytes', () => {
    // Parts of 1 MB and a little: three fit under 3.5 MB, a fourth would not; 10 parts make 3, 3, 3 and 1.
    const chunks = transactionsOf(Array.from({ length: 10 }, () => put(1_000_000)));
    expect(chunks.map((chunk) => [chunk.items.length, chunk.end])).toEqual([
      [3, 3],
      [3, 6],
      [3, 9],
      [1, 10],
    ]);
    expect(transactionBudgetBytes).toBe(3_500_000);
  });

  it('puts a part larger than the budget alone rather than never', () => {
    expect(transactionsOf([put(10), put(4_000_000), put(10)]).map((chunk) => chunk.items.length)).toEqual([1, 1, 1]);
  });
});
