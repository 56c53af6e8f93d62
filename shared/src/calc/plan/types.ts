import type { ActionStatus, Level, Scope } from '../../labels/enums.ts';

/*
 * The plan and action fields the engine reads (spec 2 section 3, "Decarbonization plan" and
 * "Action"), under the spec's names so a stored entity maps field for field. Emissions are
 * kgCO2e, as in reports; amounts are in the plan's `baselineCurrency` (EURO by default).
 */

/** One carbon-impact formula of an action, already evaluated to its yearly impact. */
export interface PlanFormula {
  scope: Scope;
  /** GHG Protocol category of the emissions it changes; scope 3 trajectories select on it. */
  ghgCategory?: string | null;
  /** kgCO2e per year once fully in effect; negative means a reduction. */
  averageImpact: number;
  carbonImpactStartYear: number | null;
  carbonImpactEndYear: number | null;
  /** The impact applies evenly over its years and leaves the baseline unchanged after them. */
  noBaselineModification: boolean;
}

export const costLineTypes = ['CAPEX', 'OPEX', 'SAVINGS'] as const;
export type CostLineType = (typeof costLineTypes)[number];

/**
 * An action cost line (spec 2 "Action cost line"). For CAPEX `yearlyAmount` is the investment's
 * total, spread evenly from `startYear` to `endYear` (spec 2 section 9); for OPEX and SAVINGS it
 * is counted every year from `startYear` to `endYear`, or every year on when `endYear` is null.
 * SAVINGS are entered positive and lower the cost.
 */
export interface CostLine {
  type: CostLineType;
  startYear: number;
  endYear: number | null;
  yearlyAmount: number;
  amortizationYears?: number | null;
}

export interface PlanAction {
  uuid: string;
  displayId: number;
  status: ActionStatus;
  /** QUALITATIVE actions have no quantified impact; other types are not read. */
  type?: string | null;
  isRecommended: boolean;
  preBaseline: boolean;
  proportionalToGrowth: boolean;
  votes: readonly unknown[];
  formulas: readonly PlanFormula[];
  investments: readonly CostLine[];
  /** ISO date, 1 January or 1 July (spec 2 section 5); null when not entered. */
  implementationStartDate: string | null;
  implementationEndDate: string | null;
}

/** The plan fields a projection needs. */
export interface PlanFrame {
  baselineYear: number;
  targetYear: number;
  /** Percent a year, compounded from the baseline year (2 means 2 %). */
  annualGrowth: number;
}

/** A value per scope. `total` is one + two + three. */
export interface ScopeKgCo2e {
  one: number;
  two: number;
  three: number;
  total: number;
}

/** The scope filter of the projection charts (spec 2 section 9). */
export type ScopeFilter = 'ALL' | 'ONE' | 'TWO' | 'ONE_AND_TWO' | 'THREE';

export type { ActionStatus, Level, Scope };
