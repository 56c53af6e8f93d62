import { describe, expect, it } from 'vitest';
import { sbtBaselineKgCo2e, sbtReductionRate, sbtTargetTrajectory, sbtTrajectories, type SbtBaseline, type SbtPlan, type SbtTarget } from './sbt.ts';

/*
 * Worked example from the SBTi's cross-sector minimum for 1.5°C: with the Absolute Contraction
 * Approach at 4.2 % a year, a 2020 base year gives 10 × 4.2 % = 42 % less by 2030 (the "42 % by
 * 2030" the SBTi quotes for 1.5°C); well-below 2°C at 2.5 % a year gives 25 %.
 * Base year 2020: scope 1 600,000 kg, scope 2 400,000 kg; scope 3 purchased goods 500,000 kg,
 * business travel 100,000 kg, commuting 50,000 kg.
 */
const plan: SbtPlan = { baselineYear: 2020, targetYear: 2030, annualGrowth: 3, keyFigures: [{ uuid: 'tonnes-produced', growthProjection: -1 }] };
const baseline: SbtBaseline = {
  scope1: 600_000,
  scope2: 400_000,
  scope3ByGhgCategory: { PURCHASED_GOODS_AND_SERVICES: 500_000, BUSINESS_TRAVEL: 100_000, EMPLOYEE_COMMUTING: 50_000 },
};
const target = (fields: Partial<SbtTarget>): SbtTarget => ({ uuid: 't', pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', ghgCategories: [], absoluteReduction: null, ...fields });
const at = (trajectory: ReturnType<typeof sbtTargetTrajectory>, year: number) => trajectory.years.find((row) => row.year === year)!;

describe('sbtReductionRate', () => {
  it('gives each method the rate it implies', () => {
    expect(sbtReductionRate('ABSOLUTE', 'ONE_POINT_FIVE')).toEqual({ ratePerYear: 0.042, basis: 'LINEAR_ABSOLUTE' });
    expect(sbtReductionRate('ABSOLUTE', 'WELL_BELOW_TWO')).toEqual({ ratePerYear: 0.025, basis: 'LINEAR_ABSOLUTE' });
    expect(sbtReductionRate('ECONOMIC_INTENSITY', 'WELL_BELOW_TWO')).toEqual({ ratePerYear: 0.07, basis: 'COMPOUND_INTENSITY' });
    expect(sbtReductionRate('PHYSICAL_INTENSITY', 'ONE_POINT_FIVE')).toEqual({ ratePerYear: 0.07, basis: 'COMPOUND_INTENSITY' });
  });
});

describe('the absolute contraction approach', () => {
  it('cuts scope 1 and 2 by 4.2 % of the base year a year for 1.5°C: 42 % from 2020 to 2030', () => {
    const trajectory = sbtTargetTrajectory('SCOPE_1_AND_2', target({}), plan, baseline);
    // Base 600,000 + 400,000 = 1,000,000 kg.
    expect(trajectory.baselineKgCo2e).toBe(1_000_000);
    expect(trajectory.years).toHaveLength(11);
    // 2021: 1 − 0.042 = 0.958 → 958,000. 2025: 1 − 5 × 0.042 = 0.79 → 790,000. 2030: 1 − 0.42 = 0.58 → 580,000.
    expect(at(trajectory, 2020).kgCo2e).toBeCloseTo(1_000_000, 6);
    expect(at(trajectory, 2021).kgCo2e).toBeCloseTo(958_000, 6);
    expect(at(trajectory, 2025).kgCo2e).toBeCloseTo(790_000, 6);
    expect(at(trajectory, 2030).kgCo2e).toBeCloseTo(580_000, 6);
    expect(trajectory.absoluteReductionPercent).toBeCloseTo(42, 9);
    expect(trajectory.meetsMinimum).toBe(true);
  });

  it('cuts 2.5 % a year for well-below 2°C: 25 % by 2030', () => {
    const trajectory = sbtTargetTrajectory('SCOPE_1', target({ pathway: 'WELL_BELOW_TWO' }), plan, baseline);
    // Scope 1 alone: 600,000 × (1 − 0.25) = 450,000.
    expect(at(trajectory, 2030).kgCo2e).toBeCloseTo(450_000, 6);
    expect(trajectory.absoluteReductionPercent).toBeCloseTo(25, 9);
  });

  it('stops at zero', () => {
    const trajectory = sbtTargetTrajectory('SCOPE_2', target({}), { ...plan, targetYear: 2050 }, baseline);
    // 2043: 1 − 23 × 0.042 = 0.034 → 400,000 × 0.034 = 13,600. 2044: 1 − 24 × 0.042 = −0.008 → 0.
    expect(at(trajectory, 2043).kgCo2e).toBeCloseTo(13_600, 6);
    expect(at(trajectory, 2044).kgCo2e).toBe(0);
    expect(at(trajectory, 2050).kgCo2e).toBe(0);
    expect(trajectory.absoluteReductionPercent).toBeCloseTo(100, 9);
  });

  it('follows a target’s own reduction and says whether it meets the pathway', () => {
    // 50 % over 10 years is 5 % a year (≥ 4.2 %): 2030 at 500,000 of 1,000,000.
    const stronger = sbtTargetTrajectory('SCOPE_1_AND_2', target({ absoluteReduction: 50 }), plan, baseline);
    expect(stronger.rate.ratePerYear).toBeCloseTo(0.05, 12);
    expect(at(stronger, 2030).kgCo2e).toBeCloseTo(500_000, 6);
    expect(stronger.meetsMinimum).toBe(true);
    // 30 % over 10 years is 3 % a year, under 4.2 %: 2030 at 700,000, below the minimum.
    const weaker = sbtTargetTrajectory('SCOPE_1_AND_2', target({ absoluteReduction: 30 }), plan, baseline);
    expect(at(weaker, 2030).kgCo2e).toBeCloseTo(700_000, 6);
    expect(weaker.meetsMinimum).toBe(false);
    // Exactly 42 % meets the 1.5°C minimum.
    expect(sbtTargetTrajectory('SCOPE_1_AND_2', target({ absoluteReduction: 42 }), plan, baseline).meetsMinimum).toBe(true);
  });
});

describe('the intensity methods', () => {
  // 0.93² = 0.8649; 0.93⁴ = 0.74805201; 0.93⁵ = 0.6956883693; 0.93¹⁰ = 0.6956883693² = 0.4839823072:
  // 51.6 % less intensity in 10 years.
  const intensity2030 = 0.4839823072;

  it('cuts an economic intensity (GEVA) 7 % a year, compounded, against the plan’s growth', () => {
    const trajectory = sbtTargetTrajectory(
      'SCOPE_3',
      target({ targetSettingMethod: 'ECONOMIC_INTENSITY', pathway: 'WELL_BELOW_TWO', ghgCategories: ['PURCHASED_GOODS_AND_SERVICES', 'BUSINESS_TRAVEL'] }),
      plan,
      baseline,
    );
    // Its categories: 500,000 + 100,000 = 600,000 kg (commuting not covered).
    expect(trajectory.baselineKgCo2e).toBe(600_000);
    expect(trajectory.activityGrowthPercent).toBe(3);
    expect(at(trajectory, 2030).intensityIndex).toBeCloseTo(intensity2030, 9);
    // 2021: 600,000 × 0.93 × 1.03 = 600,000 × 0.9579 = 574,740.
    expect(at(trajectory, 2021).kgCo2e).toBeCloseTo(574_740, 6);
    // 1.03² = 1.0609; 1.03⁴ = 1.12550881; 1.03⁵ = 1.1592740743; 1.03¹⁰ = 1.3439163793.
    // 2030: 600,000 × 0.4839823072 × 1.3439163793 = 600,000 × 0.6504317499 = 390,259.05.
    expect(at(trajectory, 2030).kgCo2e).toBeCloseTo(390_259.05, 1);
    // Absolute: 1 − 0.6504317499 = 34.96 %.
    expect(trajectory.absoluteReductionPercent).toBeCloseTo(34.956825, 5);
  });

  it('cuts a physical intensity against its key figure’s growth', () => {
    const trajectory = sbtTargetTrajectory(
      'SCOPE_3',
      target({ targetSettingMethod: 'PHYSICAL_INTENSITY', physicalKeyFigureUuid: 'tonnes-produced', ghgCategories: ['PURCHASED_GOODS_AND_SERVICES'] }),
      plan,
      baseline,
    );
    // Production shrinks 1 % a year: 0.99¹⁰ = 0.9043820750; 500,000 × 0.4839823072 × 0.9043820750 = 218,852.46.
    expect(trajectory.activityGrowthPercent).toBe(-1);
    expect(at(trajectory, 2030).kgCo2e).toBeCloseTo(218_852.46, 1);
  });

  it('measures a physical intensity against the plan’s growth when it names no known key figure', () => {
    const trajectory = sbtTargetTrajectory('SCOPE_1', target({ targetSettingMethod: 'PHYSICAL_INTENSITY', physicalKeyFigureUuid: 'missing' }), plan, baseline);
    expect(trajectory.activityGrowthPercent).toBe(3);
    // 600,000 × 0.6504317499 = 390,259.05, as the economic example (same base, rate and growth).
    expect(at(trajectory, 2030).kgCo2e).toBeCloseTo(390_259.05, 1);
  });
});

describe('sbtTrajectories', () => {
  it('gives one trajectory per target, in the plan’s order', () => {
    const result = sbtTrajectories(
      [
        { type: 'SCOPE_1_AND_2', targets: [target({ uuid: 'a' })] },
        { type: 'SCOPE_3', targets: [target({ uuid: 'b', ghgCategories: ['BUSINESS_TRAVEL'] }), target({ uuid: 'c', ghgCategories: ['UNKNOWN'] })] },
      ],
      plan,
      baseline,
    );
    expect(result.map((trajectory) => [trajectory.targetUuid, trajectory.baselineKgCo2e])).toEqual([
      ['a', 1_000_000],
      ['b', 100_000],
      ['c', 0],
    ]);
    // A target with no base emissions has no reduction to show.
    expect(result[2]!.absoluteReductionPercent).toBe(0);
  });

  it('reads each scope group’s base emissions', () => {
    expect(sbtBaselineKgCo2e('SCOPE_1', {}, baseline)).toBe(600_000);
    expect(sbtBaselineKgCo2e('SCOPE_2', {}, baseline)).toBe(400_000);
    expect(sbtBaselineKgCo2e('SCOPE_1_AND_2', {}, baseline)).toBe(1_000_000);
    expect(sbtBaselineKgCo2e('SCOPE_3', {}, baseline)).toBe(0);
  });
});
