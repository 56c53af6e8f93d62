/**
 * The GHG Protocol splits scope 3 into upstream categories (1 to 8: purchases, capital goods,
 * energy, transport, waste, travel, commuting, upstream leased assets) and downstream ones
 * (9 to 15: transport, processing, use and end of life of sold products, leased assets,
 * franchises, investments). Spec 1 section 9 keeps the same split.
 */
export type Scope3Direction = 'UPSTREAM' | 'DOWNSTREAM';

export type Scope3Category = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export const lastUpstreamScope3Category = 8;

export function isScope3Category(category: number): category is Scope3Category {
  return Number.isInteger(category) && category >= 1 && category <= 15;
}

/** Throws a RangeError for a number that is not a category: that is a caller's bug, not data. */
export function scope3Direction(category: Scope3Category): Scope3Direction {
  if (!isScope3Category(category)) throw new RangeError(`Not a scope 3 category: ${String(category)}`);
  return category <= lastUpstreamScope3Category ? 'UPSTREAM' : 'DOWNSTREAM';
}
