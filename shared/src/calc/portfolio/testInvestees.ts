import { emptyInvesteeData, type Investee, type Investment } from '../../portfolio/model.ts';

/** Test builders for the portfolio engine's tests: every field empty unless given. */

export const testUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testInvestee(fields: Partial<Investee> & Pick<Investee, 'uuid'>): Investee {
  return { assetUuid: null, nonValidatedAsset: null, name: 'Investee', ...emptyInvesteeData, files: [], assetType: 'COMPANY', ...fields };
}

export function testInvestment(fields: Partial<Investment> & Pick<Investment, 'uuid' | 'fundUuid' | 'investeeUuid'>): Investment {
  return { outstandingAmount: null, includeInPortfolioEmissions: true, exitYear: null, ...fields };
}
