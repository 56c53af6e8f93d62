import type { TargetKind, TargetScope, TemperatureTarget } from '../../labels/enums.ts';

/*
 * Science Based Targets trajectories (spec 2 "Decarbonization plan", `sbtTrajectories`: per scope
 * group, targets with a pathway and a target-setting method). The yearly rates are the SBTi's
 * minimum ambitions for near-term targets:
 *
 * - ABSOLUTE, the Absolute Contraction Approach (ACA): emissions fall by a fixed share of the
 *   base-year emissions each year (a linear annual reduction): 4.2 % a year for 1.5°C, 2.5 % a
 *   year for well-below 2°C. SBTi Corporate Manual v2.0 (TVT-INF-002, December 2021), "Absolute
 *   Contraction Approach"; SBTi Corporate Net-Zero Standard v1.0 (October 2021), section 4; the
 *   same rates are the ACA options of target-setting tools built on the SBTi (4.2 % for 1.5°C,
 *   2.5 % for WB2C). Ten years at 4.2 % is the SBTi's often quoted 42 % cut from 2020 to 2030.
 * - ECONOMIC_INTENSITY, Greenhouse gas Emissions per unit of Value Added (GEVA), and
 *   PHYSICAL_INTENSITY: the intensity falls by 7 % a year, compounded (year on year), the SBTi's
 *   minimum for scope 3 intensity targets (Corporate Manual v2.0, "Physical intensity reduction"
 *   and "Economic intensity contraction"). Ten years give 1 − 0.93¹⁰ = 51.6 %.
 *
 * docs/methodology.md, "Decarbonization plan engine", states the formulas, what the spec leaves
 * open and these sources.
 */

export type SbtRateBasis = 'LINEAR_ABSOLUTE' | 'COMPOUND_INTENSITY';

export interface SbtReductionRate {
  /** 0.042 is 4.2 % a year. */
  ratePerYear: number;
  /** Linear: a share of the base year's emissions each year. Compound: a share of the year before's intensity. */
  basis: SbtRateBasis;
}

/** The ACA's linear annual reduction per pathway. */
export const absoluteContractionRatePerYear: Record<TemperatureTarget, number> = { ONE_POINT_FIVE: 0.042, WELL_BELOW_TWO: 0.025 };
/** The intensity methods' year-on-year reduction. */
export const intensityReductionRatePerYear = 0.07;

/** The yearly reduction a target-setting method implies on a pathway. */
export function sbtReductionRate(method: TargetKind, pathway: TemperatureTarget): SbtReductionRate {
  if (method === 'ABSOLUTE') return { ratePerYear: absoluteContractionRatePerYear[pathway], basis: 'LINEAR_ABSOLUTE' };
  // The SBTi gives intensity targets one cross-sector rate; sector pathways (SDA) need sector data a plan does not hold.
  return { ratePerYear: intensityReductionRatePerYear, basis: 'COMPOUND_INTENSITY' };
}

export interface SbtTarget {
  uuid: string;
  pathway: TemperatureTarget;
  targetSettingMethod: TargetKind;
  physicalKeyFigureUuid?: string | null;
  /** The scope 3 categories the target covers. */
  ghgCategories?: readonly string[];
  /** An absolute target's own reduction at the target year, percent of the base year (42 is 42 %); null takes the pathway's minimum. */
  absoluteReduction?: number | null;
}

export interface SbtTrajectoryInput {
  type: TargetScope;
  targets: readonly SbtTarget[];
}

export interface SbtKeyFigure {
  uuid: string;
  /** Percent a year, compounded from the baseline year. */
  growthProjection: number | null;
}

export interface SbtPlan {
  baselineYear: number;
  targetYear: number;
  /** Percent a year: the activity an economic intensity is measured against. */
  annualGrowth: number;
  keyFigures: readonly SbtKeyFigure[];
}

/** Base-year emissions, kgCO2e; scope 3 by GHG category, as the plan's per-category baseline values. */
export interface SbtBaseline {
  scope1: number;
  scope2: number;
  scope3ByGhgCategory: Readonly<Record<string, number>>;
}

export interface SbtYear {
  year: number;
  kgCo2e: number;
  /** The intensity relative to the base year's (1 at the base year); for absolute targets, emissions / base. */
  intensityIndex: number;
}

export interface SbtTargetTrajectory {
  targetUuid: string;
  type: TargetScope;
  method: TargetKind;
  pathway: TemperatureTarget;
  rate: SbtReductionRate;
  /** The activity growth an intensity target is measured against, percent a year; 0 for absolute targets. */
  activityGrowthPercent: number;
  baselineKgCo2e: number;
  years: SbtYear[];
  /** The target year's absolute reduction, percent of the base year (negative when emissions grow). */
  absoluteReductionPercent: number;
  /** False when an absolute target's own reduction is below its pathway's minimum. */
  meetsMinimum: boolean;
}

/** The base-year emissions a target covers: its scope group, or for scope 3 the sum of its categories. */
export function sbtBaselineKgCo2e(type: TargetScope, target: Pick<SbtTarget, 'ghgCategories'>, baseline: SbtBaseline): number {
  switch (type) {
    case 'SCOPE_1':
      return baseline.scope1;
    case 'SCOPE_2':
      return baseline.scope2;
    case 'SCOPE_1_AND_2':
      return baseline.scope1 + baseline.scope2;
    case 'SCOPE_3':
      return (target.ghgCategories ?? []).reduce((sum, category) => sum + (baseline.scope3ByGhgCategory[category] ?? 0), 0);
  }
}

/**
 * One target's trajectory, a row per year from the baseline year to the target year.
 * - ABSOLUTE: E(y) = E₀ × max(0, 1 − r × (y − y₀)), r the pathway's rate, or the target's own
 *   reduction spread linearly, r = p / 100 / (target year − y₀).
 * - Intensity: I(y) = (1 − 0.07)^(y − y₀) and E(y) = E₀ × I(y) × (1 + g / 100)^(y − y₀), where g is
 *   the growth of the activity measured: the physical key figure's growth projection, else the
 *   plan's annual growth (economic intensity always the plan's).
 */
export function sbtTargetTrajectory(type: TargetScope, target: SbtTarget, plan: SbtPlan, baseline: SbtBaseline): SbtTargetTrajectory {
  const baselineKgCo2e = sbtBaselineKgCo2e(type, target, baseline);
  const span = plan.targetYear - plan.baselineYear;
  let rate = sbtReductionRate(target.targetSettingMethod, target.pathway);
  let meetsMinimum = true;
  let activityGrowthPercent = 0;
  if (target.targetSettingMethod === 'ABSOLUTE' && target.absoluteReduction != null && span > 0) {
    const own = target.absoluteReduction / 100 / span;
    // Rounded to 1e-12 so a target entered at exactly the minimum (42 % over 10 years) meets it.
    meetsMinimum = own >= rate.ratePerYear - 1e-12;
    rate = { ratePerYear: own, basis: 'LINEAR_ABSOLUTE' };
  } else if (target.targetSettingMethod !== 'ABSOLUTE') {
    const keyFigure = target.targetSettingMethod === 'PHYSICAL_INTENSITY' ? plan.keyFigures.find((figure) => figure.uuid === target.physicalKeyFigureUuid) : undefined;
    activityGrowthPercent = keyFigure?.growthProjection ?? plan.annualGrowth;
  }
  const years: SbtYear[] = [];
  for (let year = plan.baselineYear; year <= plan.targetYear; year += 1) {
    const n = year - plan.baselineYear;
    if (rate.basis === 'LINEAR_ABSOLUTE') {
      const share = Math.max(0, 1 - rate.ratePerYear * n);
      years.push({ year, kgCo2e: baselineKgCo2e * share, intensityIndex: share });
    } else {
      const intensityIndex = (1 - rate.ratePerYear) ** n;
      years.push({ year, kgCo2e: baselineKgCo2e * intensityIndex * (1 + activityGrowthPercent / 100) ** n, intensityIndex });
    }
  }
  const last = years[years.length - 1];
  const absoluteReductionPercent = baselineKgCo2e === 0 || last === undefined ? 0 : (1 - last.kgCo2e / baselineKgCo2e) * 100;
  return { targetUuid: target.uuid, type, method: target.targetSettingMethod, pathway: target.pathway, rate, activityGrowthPercent, baselineKgCo2e, years, absoluteReductionPercent, meetsMinimum };
}

/** Every target's trajectory, in the plan's order. */
export function sbtTrajectories(trajectories: readonly SbtTrajectoryInput[], plan: SbtPlan, baseline: SbtBaseline): SbtTargetTrajectory[] {
  return trajectories.flatMap((trajectory) => trajectory.targets.map((target) => sbtTargetTrajectory(trajectory.type, target, plan, baseline)));
}
