import type { Message } from '../../errorMessages.ts';
import type { Scope } from '../../labels/enums.ts';
import type { ScopeFilter } from '../plan/types.ts';
import type { RegressionVariable, TimeFrame } from './regression.ts';

/*
 * The temperature score engine's inputs and results (spec 3 sections 2.2, 3, 5, 8 and 9; method:
 * CDP-WWF Temperature Scoring Methodology v1.5). Emissions are kgCO2e, amounts euros; the scores
 * only read ratios of them, so any one unit per field would do. Decisions: docs/methodology.md,
 * "Temperature scores".
 */

/** Spec 3 section 9. */
export const temperatureConstants = {
  /**
   * A scope whose emissions rise, or whose trajectory lacks a figure, scores this; and no score is
   * above it, the spec's 'Maximum temperature' (spec 3 sections 2.2 and 9).
   */
  defaultScore: 3.4,
  /** No score below the warming already reached. */
  floor: 1.5,
  /** Years from the reporting year to the horizon: up to 5 short, up to 10 mid, beyond long. */
  shortMaxYears: 5,
  midMaxYears: 10,
} as const;

/** The target type of a scope's benchmark (spec 3 "Benchmark per scope"). */
export type TemperatureTargetType = 'Absolute' | 'Intensity';

export interface TemperatureBenchmark {
  /** Read by no rule yet: see "Temperature scores" in docs/methodology.md on sector rows. */
  sector: string | null;
  targetType: TemperatureTargetType;
}

export type ScopeBenchmarks = { readonly [S in Scope]?: TemperatureBenchmark | null };

/**
 * How a trajectory is expressed (spec 3 "Trajectory: absoluteOrIntensity"). An intensity
 * trajectory divides emissions by an activity worth `baselineValue` in the start year, grown by
 * `growthProjection` percent a year compounded (null: no growth projected).
 */
export type TrajectoryBasis = { kind: 'ABSOLUTE' } | { kind: 'INTENSITY'; baselineValue: number | null; growthProjection: number | null };

/** A company's projected emissions, kgCO2e by scope and year; a year absent or null is unknown. */
export interface TemperatureTrajectory {
  /** The trajectory's first year: its values weigh the scopes against each other. */
  startYear: number;
  basis: TrajectoryBasis;
  emissionsKg: { readonly [S in Scope]?: Readonly<Record<number, number | null>> };
}

/** What a company's scores are computed from. */
export interface CompanyTemperatureInput {
  trajectory: TemperatureTrajectory;
  benchmarks: ScopeBenchmarks;
}

export type TemperatureErrorCode = 'missingBenchmark' | 'unexpectedIntensity' | 'allEmissionsZero' | 'zeroPortfolioWeight';

/** A score that could not be computed: the spec's errors, as values. */
export interface TemperatureError {
  code: TemperatureErrorCode;
  message: Message;
}

export type Scored<T> = { ok: true; value: T } | { ok: false; error: TemperatureError };

/** Why a scope took the default score instead of the regression's. */
export type DefaultReason = 'missingData' | 'risingEmissions';

export interface ScopeScore {
  scope: Scope;
  /** °C. */
  score: number;
  /** Compound annual reduction rate, percent a year (negative when emissions rise); null when a figure is missing. */
  arrPercent: number | null;
  variable: RegressionVariable;
  timeFrame: TimeFrame;
  defaulted: DefaultReason | null;
  /** True when the regression gave less than the floor. */
  floored: boolean;
  /** True when the regression gave more than the maximum (the default score). */
  capped: boolean;
}

/** A score of scopes: one scope's own, or several weighted by their emissions, or their highest when one's emissions are unknown. */
export interface CombinedScore {
  score: number;
  combination: 'ONE_SCOPE' | 'EMISSIONS_WEIGHTED' | 'HIGHEST';
}

/** One company's scores for one horizon year (spec 3 "temperature scores"). */
export interface CompanyTemperatureScores {
  horizonYear: number;
  timeFrame: TimeFrame;
  scope1: Scored<ScopeScore>;
  scope2: Scored<ScopeScore>;
  scope3: Scored<ScopeScore>;
  scope1And2: Scored<CombinedScore>;
  /** Scopes 1, 2 and 3. */
  aggregated: Scored<CombinedScore>;
  /** The score of the scopes the reader filtered on. */
  scopeSelected: Scored<CombinedScore>;
}

/** The seven portfolio aggregations of the methodology. */
export const aggregationMethods = ['WATS', 'TETS', 'MOTS', 'EOTS', 'ECOTS', 'AOTS', 'ROTS'] as const;
export type AggregationMethod = (typeof aggregationMethods)[number];

/** A company's figures the owned-emissions methods divide the investment by; null when unknown. */
export interface CompanyFinancials {
  marketCapEur: number | null;
  enterpriseValueEur: number | null;
  cashEquivalentsEur: number | null;
  totalAssetsEur: number | null;
  revenueEur: number | null;
}

/** One company of the portfolio: give one holding per investee, its lines' outstanding amounts summed. */
export interface TemperatureHolding {
  id: string;
  /** Outstanding amount, euros (spec 3 section 9: WATS weighs by it). */
  investmentValueEur: number | null;
  financials: CompanyFinancials;
  /** Null when the company has no trajectory: it has no score. */
  company: CompanyTemperatureInput | null;
}

export interface TemperatureRequest {
  reportingYear: number;
  horizonYears: readonly number[];
  scopeFilter: ScopeFilter;
  holdings: readonly TemperatureHolding[];
}

/** Why a holding is left out of one aggregation: it lacks the figure the method needs. */
export type ExclusionReason = 'noTrajectory' | 'scoreFailed' | 'noInvestmentValue' | 'noEmissions' | 'noCompanyValue';

export interface Exclusion {
  id: string;
  reason: ExclusionReason;
  /** The score's error when the reason is `scoreFailed`. */
  error: TemperatureError | null;
}

/** A holding's part of a portfolio score: `weight` × `score` = `contribution`; contributions sum to the score. */
export interface Contribution {
  id: string;
  score: number;
  /** Share of the method's total (investment, emissions or owned emissions), 0 to 1. */
  weight: number;
  contribution: number;
}

export type PortfolioScore =
  | { ok: true; method: AggregationMethod; score: number; contributions: Contribution[]; excluded: Exclusion[] }
  | { ok: false; method: AggregationMethod; error: TemperatureError; excluded: Exclusion[] };

export type PortfolioScores = { readonly [M in AggregationMethod]: PortfolioScore };

export interface HorizonScores {
  horizonYear: number;
  timeFrame: TimeFrame;
  /** Each holding's scores, in the request's order; null for a holding without trajectory. */
  companies: readonly (CompanyTemperatureScores | null)[];
  portfolio: PortfolioScores;
}

export interface TemperatureResult {
  request: TemperatureRequest;
  horizons: readonly HorizonScores[];
}

export type { Scope, ScopeFilter };
