import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { procedureNames, procedures } from './index.ts';
import { fillingInput, unboundedPaths } from './inputBounds.ts';

/*
 * Every string, array and free value a caller may send is bounded in the contract, so an
 * oversized input answers BAD_REQUEST from the schema instead of failing in storage. New
 * procedures join by being declared.
 */

/** Free values bounded by a refinement of their own rather than by a `.max()`. */
const boundedByRefinement: Record<string, string[]> = {
  // boundedJsonObject: keys, depth and serialised size.
  'analytics.event': ['event.payload'],
};

describe('input bounds of the contract', () => {
  for (const name of procedureNames) {
    it(`${name} bounds every string and list it takes`, () => {
      const unbounded = unboundedPaths(procedures[name].input).filter((path) => !boundedByRefinement[name]?.includes(path));
      expect(unbounded).toEqual([]);
    });
  }

  it('finds an unbounded string, list or record wherever it sits', () => {
    const schema = z.object({
      name: z.string().max(10),
      note: z.string().trim().nullish().transform((value) => value ?? null),
      tags: z.array(z.string().max(5)),
      nested: z.object({ free: z.record(z.string(), z.unknown()).optional() }),
      either: z.union([z.object({ a: z.string() }), z.object({ a: z.uuid() })]),
    });
    expect(unboundedPaths(schema)).toEqual(['note', 'tags', 'nested.free', 'either.a']);
  });

  it('fills every field, through wrappers and pipes', () => {
    const schema = z.object({ name: z.string().optional(), list: z.array(z.number()).default([]), kind: z.enum(['A', 'B']) });
    expect(fillingInput(schema, 'x')).toEqual({ name: 'x', list: [1], kind: 'A' });
  });
});
