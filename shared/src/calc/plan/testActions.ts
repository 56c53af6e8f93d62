import type { CostLine, PlanAction, PlanFormula } from './types.ts';

/*
 * Builders for the plan tests' actions and formulas: every field a plain default (selected,
 * quantified, no vote, no cost, undated), the test setting what its worked example needs.
 */

export const formula = (fields: Partial<PlanFormula> & Pick<PlanFormula, 'averageImpact'>): PlanFormula => ({
  scope: 'ONE',
  ghgCategory: null,
  carbonImpactStartYear: null,
  carbonImpactEndYear: null,
  noBaselineModification: false,
  ...fields,
});

let next = 0;
export const action = (fields: Partial<PlanAction> = {}): PlanAction => {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    displayId: next,
    status: 'SELECTED',
    type: null,
    isRecommended: false,
    preBaseline: false,
    proportionalToGrowth: false,
    votes: [],
    formulas: [],
    investments: [],
    implementationStartDate: null,
    implementationEndDate: null,
    ...fields,
  };
};

export const line = (type: CostLine['type'], yearlyAmount: number, startYear: number, endYear: number | null): CostLine => ({ type, yearlyAmount, startYear, endYear, amortizationYears: null });
