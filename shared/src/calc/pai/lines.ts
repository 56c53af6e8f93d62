import type { PaiLine } from './pai.ts';

/**
 * The lines PAI reads of a reporting's results: every investment line the reporting includes. A
 * line the institution left out of its portfolio emissions (its include flag off, the results'
 * 'excluded') is left out of its statement too, as it is of the results' totals; a line merely
 * lacking data stays, since the indicators' denominators are the value of all investments.
 */
export function paiLinesOf<L extends PaiLine & { readonly exclusions: readonly string[] }>(assets: readonly L[]): L[] {
  return assets.filter((asset) => !asset.exclusions.includes('excluded'));
}
