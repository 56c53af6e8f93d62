import type { Investee, PortfolioReportType } from '../../portfolio/model.ts';
import type { BaseYearReport, EmissionsEstimate, InternalFootprint } from '../../portfolio/results.ts';

/*
 * An investee's emissions by its reporting type (spec 3 sections 3 and 4; methodology in
 * docs/methodology.md, "Portfolio emissions (PCAF)"). Each method answers the three scopes in
 * kgCO2e, or null when an input it needs is missing (the asset is then listed without emissions),
 * with the record of how they were obtained that the estimate page explains. Never NaN, never a
 * throw: a zero divisor is a missing input.
 */

export interface ScopesKg {
  readonly ONE: number;
  readonly TWO: number;
  readonly THREE: number;
}

export interface InvesteeEmissions {
  /** Null when the method lacked an input. */
  readonly scopes: ScopesKg | null;
  readonly estimate: EmissionsEstimate;
  /** The Cairn footprint read by the CAIRN type, for the report link and its data-quality score. */
  readonly footprint: InternalFootprint | null;
}

/** Where a factor comes from: the investee's own figures, or the sector averages the reporting uses. */
export const estimateFactorSources = { investee: 'INVESTEE_DATA', sector: 'SECTOR_BENCHMARK' } as const;

/**
 * The hypotheses' message keys (English and French in the web's `portfolioEstimates` catalogue)
 * with their parameters.
 */
export const estimateHypothesisKeys = {
  internal: 'portfolioEstimates.hypothesis.internal',
  audited: 'portfolioEstimates.hypothesis.audited',
  lightReview: 'portfolioEstimates.hypothesis.lightReview',
  reported: 'portfolioEstimates.hypothesis.reported',
  manual: 'portfolioEstimates.hypothesis.manual',
  revenueExtrapolation: 'portfolioEstimates.hypothesis.revenueExtrapolation',
  employeeExtrapolation: 'portfolioEstimates.hypothesis.employeeExtrapolation',
  baseYearCairnReport: 'portfolioEstimates.hypothesis.baseYearCairnReport',
  baseYearExternalReport: 'portfolioEstimates.hypothesis.baseYearExternalReport',
  sectoral: 'portfolioEstimates.hypothesis.sectoral',
  sectoralScope3IsRest: 'portfolioEstimates.hypothesis.sectoralScope3IsRest',
  sectoralScopeMissing: 'portfolioEstimates.hypothesis.sectoralScopeMissing',
  sectoralGivenAboveEstimate: 'portfolioEstimates.hypothesis.sectoralGivenAboveEstimate',
} as const;

type Hypothesis = EmissionsEstimate['hypotheses'][number];
const hypothesis = (key: keyof typeof estimateHypothesisKeys, params: Hypothesis['params'] = {}): Hypothesis => ({ key: estimateHypothesisKeys[key], params });

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** Three scopes when all are known. */
function allScopes(one: number | null, two: number | null, three: number | null): ScopesKg | null {
  return one === null || two === null || three === null ? null : { ONE: one, TWO: two, THREE: three };
}

/** A ratio, or null when either side is unknown or the divisor is not positive. */
function ratio(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator <= 0 ? null : numerator / denominator;
}

/** CAIRN: the scopes of the investee asset's delivered Cairn report for the reporting's year. */
export function internalEmissions(investee: Investee, footprints: readonly InternalFootprint[], year: number): InvesteeEmissions {
  const footprint = investee.assetUuid === null ? undefined : footprints.find((candidate) => candidate.assetUuid === investee.assetUuid);
  return {
    scopes: footprint ? { ONE: footprint.totalScope1Kg, TWO: footprint.totalScope2Kg, THREE: footprint.totalScope3Kg } : null,
    footprint: footprint ?? null,
    estimate: {
      method: 'CAIRN',
      inputs: {
        totalScope1Kg: footprint?.totalScope1Kg ?? null,
        totalScope2Kg: footprint?.totalScope2Kg ?? null,
        totalScope3Kg: footprint?.totalScope3Kg ?? null,
        activityDataQualityPercentage: footprint?.activityDataQualityPercentage ?? null,
      },
      factors: [],
      hypotheses: [hypothesis('internal', { year })],
    },
  };
}

const typedHypothesis = {
  AUDIT: 'audited',
  LIGHT_REVIEW: 'lightReview',
  EXTERNAL_REPORT: 'reported',
  MANUAL_ESTIMATE: 'manual',
} as const satisfies Record<string, keyof typeof estimateHypothesisKeys>;

/**
 * AUDIT, LIGHT_REVIEW, EXTERNAL_REPORT and MANUAL_ESTIMATE: the current-year scopes the client
 * typed, as they are; all three are needed (a scope known to be nil is typed 0).
 */
export function typedEmissions(investee: Investee, method: keyof typeof typedHypothesis, year: number): InvesteeEmissions {
  return {
    scopes: allScopes(investee.totalScope1Kg, investee.totalScope2Kg, investee.totalScope3Kg),
    footprint: null,
    estimate: {
      method,
      inputs: { totalScope1Kg: investee.totalScope1Kg, totalScope2Kg: investee.totalScope2Kg, totalScope3Kg: investee.totalScope3Kg },
      factors: [],
      hypotheses: [hypothesis(typedHypothesis[method], { year })],
    },
  };
}

/** The base-year figures an extrapolation scales. */
type BaseYear = Pick<Investee, 'baseYear' | 'baseYearTotalScope1Kg' | 'baseYearTotalScope2Kg' | 'baseYearTotalScope3Kg'>;

/**
 * A base-year report's year and scopes when the investee's asset has one (spec 3 section 5: the
 * questionnaire then asks neither, and hides the base-year scopes), else the figures typed.
 */
function baseYearOf(investee: Investee, report: BaseYearReport | undefined): BaseYear {
  if (report === undefined) return investee;
  return { baseYear: report.year, baseYearTotalScope1Kg: report.totalScope1Kg, baseYearTotalScope2Kg: report.totalScope2Kg, baseYearTotalScope3Kg: report.totalScope3Kg };
}

/** Base-year scopes times one ratio, or null without the ratio or a base-year scope. */
function scaledBaseYear(base: BaseYear, scale: number | null): ScopesKg | null {
  const scopes = allScopes(base.baseYearTotalScope1Kg, base.baseYearTotalScope2Kg, base.baseYearTotalScope3Kg);
  if (scopes === null || scale === null) return null;
  return { ONE: scopes.ONE * scale, TWO: scopes.TWO * scale, THREE: scopes.THREE * scale };
}

const baseYearScopeInputs = (base: BaseYear) => ({
  baseYear: base.baseYear,
  baseYearTotalScope1Kg: base.baseYearTotalScope1Kg,
  baseYearTotalScope2Kg: base.baseYearTotalScope2Kg,
  baseYearTotalScope3Kg: base.baseYearTotalScope3Kg,
});

/** The extrapolation's own hypothesis, after the base-year report's when one gave the base year. */
function extrapolationHypotheses(method: 'revenueExtrapolation' | 'employeeExtrapolation', year: number, report: BaseYearReport | undefined): Hypothesis[] {
  const own = hypothesis(method, { year });
  if (report === undefined) return [own];
  return [hypothesis(report.kind === 'CAIRN' ? 'baseYearCairnReport' : 'baseYearExternalReport', { year: report.year }), own];
}

/**
 * REVENUE_EXTRAPOLATION: each base-year scope × turnover / base-year turnover, the company's
 * emissions per euro of revenue held at the base year's (the base year from a base-year report
 * of its asset when there is one).
 */
export function revenueExtrapolation(investee: Investee, year: number, report?: BaseYearReport): InvesteeEmissions {
  const base = baseYearOf(investee, report);
  const scale = ratio(investee.turnover, investee.baseYearTurnover);
  return {
    scopes: scaledBaseYear(base, scale),
    footprint: null,
    estimate: {
      method: 'REVENUE_EXTRAPOLATION',
      inputs: { ...baseYearScopeInputs(base), turnoverEur: investee.turnover, baseYearTurnoverEur: investee.baseYearTurnover },
      factors: scale === null ? [] : [{ name: 'turnoverRatio', value: scale, unit: '€/€', source: estimateFactorSources.investee }],
      hypotheses: extrapolationHypotheses('revenueExtrapolation', year, report),
    },
  };
}

/** EMPLOYEE_EXTRAPOLATION: each base-year scope × employees / base-year employees (emissions per employee held). */
export function employeeExtrapolation(investee: Investee, year: number, report?: BaseYearReport): InvesteeEmissions {
  const base = baseYearOf(investee, report);
  const scale = ratio(investee.employeeNumber, investee.baseYearEmployeeNumber);
  return {
    scopes: scaledBaseYear(base, scale),
    footprint: null,
    estimate: {
      method: 'EMPLOYEE_EXTRAPOLATION',
      inputs: { ...baseYearScopeInputs(base), employeeNumber: investee.employeeNumber, baseYearEmployeeNumber: investee.baseYearEmployeeNumber },
      factors: scale === null ? [] : [{ name: 'employeeRatio', value: scale, unit: 'FTE/FTE', source: estimateFactorSources.investee }],
      hypotheses: extrapolationHypotheses('employeeExtrapolation', year, report),
    },
  };
}

/**
 * SECTORAL_ESTIMATE (PCAF option 3a): turnover in M€ × the sector's tCO2e per M€ gives the total.
 * The client's scope 1 and 2 stay as typed (the spec shows them as inputs and no scope 3) and
 * scope 3 is the rest of the estimate, never below zero: the total is the larger of the estimate
 * and the typed scopes. A scope 1 or 2 not typed counts as zero, said by a hypothesis.
 */
export function sectoralEstimate(investee: Investee, sectorIntensityTPerM: Readonly<Record<string, number>>, year: number): InvesteeEmissions {
  const intensity = investee.sector === null ? null : (sectorIntensityTPerM[investee.sector] ?? null);
  const turnover = investee.turnover;
  const estimateKg = intensity === null || turnover === null ? null : (turnover / eurosPerMillion) * intensity * kgPerTonne;
  const hypotheses: Hypothesis[] = [];
  let scopes: ScopesKg | null = null;
  if (estimateKg !== null && intensity !== null) {
    hypotheses.push(hypothesis('sectoral', { year, intensityTPerM: intensity }));
    const one = investee.totalScope1Kg ?? 0;
    const two = investee.totalScope2Kg ?? 0;
    if (investee.totalScope1Kg === null) hypotheses.push(hypothesis('sectoralScopeMissing', { scope: 1 }));
    if (investee.totalScope2Kg === null) hypotheses.push(hypothesis('sectoralScopeMissing', { scope: 2 }));
    const rest = estimateKg - one - two;
    hypotheses.push(hypothesis(rest < 0 ? 'sectoralGivenAboveEstimate' : 'sectoralScope3IsRest'));
    scopes = { ONE: one, TWO: two, THREE: Math.max(0, rest) };
  }
  return {
    scopes,
    footprint: null,
    estimate: {
      method: 'SECTORAL_ESTIMATE',
      inputs: { turnoverEur: turnover, totalScope1Kg: investee.totalScope1Kg, totalScope2Kg: investee.totalScope2Kg, sectoralEstimateKg: estimateKg },
      factors: intensity === null ? [] : [{ name: `sectorIntensity.${investee.sector ?? ''}`, value: intensity, unit: 'tCO2e/M€', source: estimateFactorSources.sector }],
      hypotheses,
    },
  };
}

export interface EstimateContext {
  readonly year: number;
  readonly internalFootprints: readonly InternalFootprint[];
  /** By asset: an extrapolation of an asset that has one reads its base year from it. */
  readonly baseYearReports?: readonly BaseYearReport[];
  readonly sectorIntensityTPerM: Readonly<Record<string, number>>;
}

/** The emissions of an investee by its reporting type; null without a type. */
export function investeeEmissions(investee: Investee, context: EstimateContext): InvesteeEmissions | null {
  const type: PortfolioReportType | null = investee.reportType;
  switch (type) {
    case null:
      return null;
    case 'CAIRN':
      return internalEmissions(investee, context.internalFootprints, context.year);
    case 'AUDIT':
    case 'LIGHT_REVIEW':
    case 'EXTERNAL_REPORT':
    case 'MANUAL_ESTIMATE':
      return typedEmissions(investee, type, context.year);
    case 'REVENUE_EXTRAPOLATION':
      return revenueExtrapolation(investee, context.year, baseYearReportOf(investee, context));
    case 'EMPLOYEE_EXTRAPOLATION':
      return employeeExtrapolation(investee, context.year, baseYearReportOf(investee, context));
    case 'SECTORAL_ESTIMATE':
      return sectoralEstimate(investee, context.sectorIntensityTPerM, context.year);
  }
}

/** The base-year report of the investee's asset, for an investee of a platform asset that has one. */
function baseYearReportOf(investee: Investee, context: EstimateContext): BaseYearReport | undefined {
  return investee.assetUuid === null ? undefined : context.baseYearReports?.find((report) => report.assetUuid === investee.assetUuid);
}
