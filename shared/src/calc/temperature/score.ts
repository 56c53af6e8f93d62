import type { Scope } from '../../labels/enums.ts';
import { temperatureErrors } from './messages.ts';
import { regression, type RegressionVariable, type TimeFrame } from './regression.ts';
import { temperatureConstants, type CompanyTemperatureInput, type DefaultReason, type ScopeScore, type Scored, type TemperatureTargetType, type TemperatureTrajectory } from './types.ts';

/*
 * One scope's temperature score for one horizon year: the compound annual reduction rate (ARR)
 * of its trajectory from the start year to the horizon, read through the methodology's
 * regression for the scope's benchmark and the horizon's time frame.
 */

/** Spec 3 section 9: years from the reporting year to the horizon, up to 5 short, up to 10 mid, beyond long. */
export function timeFrameOf(reportingYear: number, horizonYear: number): TimeFrame {
  const years = horizonYear - reportingYear;
  if (years <= temperatureConstants.shortMaxYears) return 'SHORT';
  if (years <= temperatureConstants.midMaxYears) return 'MID';
  return 'LONG';
}

/**
 * Percent a year: (1 − (end / start)^(1 / years)) × 100, positive for a reduction. A start of 0
 * gives 0 (spec 3 section 5: "ratio undefined gives 0 if base emissions are 0"); an end of 0 or
 * less is a 100 % reduction, which the power cannot take below 0. `years` must be positive.
 */
export function annualReductionRatePercent(start: number, end: number, years: number): number {
  if (start <= 0) return 0;
  if (end <= 0) return 100;
  return (1 - (end / start) ** (1 / years)) * 100;
}

/**
 * The ARR of an intensity: emissions over an activity worth `baselineValue` in the start year,
 * grown by `growthProjection` percent a year compounded. Null when the activity is unknown or not
 * positive (a growth of −100 % or less leaves none to divide by), so no ratio is ever NaN.
 */
export function intensityReductionRatePercent(startKg: number, endKg: number, years: number, baselineValue: number | null, growthProjection: number | null): number | null {
  const growth = 1 + (growthProjection ?? 0) / 100;
  if (baselineValue === null || !Number.isFinite(baselineValue) || baselineValue <= 0 || !Number.isFinite(growth) || growth <= 0) return null;
  return annualReductionRatePercent(startKg / baselineValue, endKg / (baselineValue * growth ** years), years);
}

/**
 * The regression variable of a scope and target type: the published tool's mapping for a company
 * outside its listed sectors (absolute 'other', intensity 'Revenue'), scope 2 on the CO2 of
 * energy supply, scopes 1 and 3 on all Kyoto gases.
 */
export function regressionVariableOf(scope: Scope, targetType: TemperatureTargetType): RegressionVariable {
  if (targetType === 'Absolute') return scope === 'TWO' ? 'Emissions|CO2|Energy|Supply' : 'Emissions|Kyoto Gases';
  return scope === 'TWO' ? 'INT.emCO2energysupply_SE' : 'INT.emKyoto_gdp';
}

/** kgCO2e of `scope` in `year`, null when the trajectory does not give it. */
export function trajectoryValue(trajectory: TemperatureTrajectory, scope: Scope, year: number): number | null {
  const value = trajectory.emissionsKg[scope]?.[year];
  return value === undefined || value === null || !Number.isFinite(value) ? null : value;
}

/** The ARR of a scope's trajectory to `horizonYear` from its start-year value `start`, null when a figure it needs is missing. */
function arrOf(trajectory: TemperatureTrajectory, scope: Scope, start: number | null, horizonYear: number, targetType: TemperatureTargetType): number | null {
  const years = horizonYear - trajectory.startYear;
  const end = trajectoryValue(trajectory, scope, horizonYear);
  if (years <= 0 || start === null || end === null) return null;
  const basis = trajectory.basis;
  if (targetType === 'Intensity' && basis.kind === 'INTENSITY') return intensityReductionRatePercent(start, end, years, basis.baselineValue, basis.growthProjection);
  return annualReductionRatePercent(start, end, years);
}

/**
 * Score = intercept + param × ARR, kept between the floor 1.5 and the maximum 3.4. A scope whose
 * emissions rise (ARR below 0) or whose trajectory lacks a figure scores the default 3.4 (spec 3
 * section 9), which is also the maximum: the dashboard draws it as 'Maximum temperature', and a
 * flat intensity over a long horizon (intercept 3.57) must not score above a rising one. A scope without benchmark,
 * or with an Intensity benchmark on an absolute trajectory, has no score (spec 3 sections 5 and 8).
 */
export function scopeScore(scope: Scope, company: CompanyTemperatureInput, reportingYear: number, horizonYear: number): Scored<ScopeScore> {
  return scopeScoreFrom(scope, company, trajectoryValue(company.trajectory, scope, company.trajectory.startYear), reportingYear, horizonYear);
}

/** `scopeScore` given the scope's start-year value, which a portfolio reads once for all its horizons. */
export function scopeScoreFrom(scope: Scope, company: CompanyTemperatureInput, start: number | null, reportingYear: number, horizonYear: number): Scored<ScopeScore> {
  const benchmark = company.benchmarks[scope];
  if (!benchmark) return { ok: false, error: temperatureErrors.missingBenchmark(scope) };
  if (benchmark.targetType === 'Intensity' && company.trajectory.basis.kind !== 'INTENSITY') return { ok: false, error: temperatureErrors.unexpectedIntensity() };
  const timeFrame = timeFrameOf(reportingYear, horizonYear);
  const variable = regressionVariableOf(scope, benchmark.targetType);
  const arrPercent = arrOf(company.trajectory, scope, start, horizonYear, benchmark.targetType);
  const defaulted: DefaultReason | null = arrPercent === null ? 'missingData' : arrPercent < 0 ? 'risingEmissions' : null;
  if (arrPercent === null || defaulted !== null) {
    return { ok: true, value: { scope, score: temperatureConstants.defaultScore, arrPercent, variable, timeFrame, defaulted, floored: false, capped: false } };
  }
  const { intercept, param } = regression[variable][timeFrame];
  const raw = intercept + param * arrPercent;
  const score = Math.min(temperatureConstants.defaultScore, Math.max(temperatureConstants.floor, raw));
  return { ok: true, value: { scope, score, arrPercent, variable, timeFrame, defaulted: null, floored: raw < temperatureConstants.floor, capped: raw > temperatureConstants.defaultScore } };
}
