import { describe, expect, it } from 'vitest';
import { portfolioOutlook, temperatureBasisOf } from './outlook.ts';
import type { InvesteeTrajectory, PortfolioProjectionInput } from './projection.ts';
import { glassworksInput, glassworksInvestees, glassworksTrajectory } from './testOutlook.ts';

/*
 * One glassworks held 5 M€ of, with 1,000 t in scope 1, 500 t in scope 2 and 500 t in scope 3 in
 * 2024, reporting a linear target of 980 t of scope 1 in 2026, scopes 2 and 3 kept as they are.
 * Horizon 2026, 2 years away: the short time frame (CDP-WWF v1.5 regression, AR6 model 1).
 * - Scope 1: ARR = (1 − (980 / 1,000)^(1/2)) × 100 = (1 − 0.98994949) × 100 = 1.0050506 %;
 *   Kyoto gases short row: 2.4049579007 − 0.2113171826 × 1.0050506 = 2.1925734 °C.
 * - Scope 2: flat, ARR 0: the energy-supply CO2 short row's intercept, 2.3474431778 °C.
 * - Scope 3: flat, ARR 0: the Kyoto gases short row's intercept, 2.4049579007 °C.
 * - All scopes, weighted by 2024 emissions: (2.1925734 × 1,000 + 2.3474432 × 500 + 2.4049579 × 500)
 *   / 2,000 = 4,568.774 / 2,000 = 2.284387 °C; one holding, so its WATS too.
 */

const input = glassworksInput;
const investees = glassworksInvestees;
const trajectory = glassworksTrajectory;

describe('portfolioOutlook', () => {
  it("scores each horizon on the projection's scopes, from the reporting year", () => {
    const { projection, temperature } = portfolioOutlook(input, investees, [2026], 'ALL');
    // 2025 is half-way along the line: 990 t of scope 1.
    expect(projection.years.find((row) => row.year === 2025)?.assets[0]?.scopesKg).toEqual({ one: 990_000, two: 500_000, three: 500_000, total: 1_990_000 });
    const horizon = temperature?.horizons[0];
    const company = horizon?.companies[0];
    expect(company?.scope1).toMatchObject({ ok: true, value: { timeFrame: 'SHORT', variable: 'Emissions|Kyoto Gases' } });
    expect(company?.scope1.ok && company.scope1.value.arrPercent).toBeCloseTo(1.0050506, 6);
    expect(company?.scope1.ok && company.scope1.value.score).toBeCloseTo(2.1925734, 6);
    expect(company?.aggregated.ok && company.aggregated.value.score).toBeCloseTo(2.284387, 5);
    expect(horizon?.portfolio.WATS).toMatchObject({ ok: true });
    expect(horizon?.portfolio.WATS.ok && horizon.portfolio.WATS.score).toBeCloseTo(2.284387, 5);
  });

  it('scores only the filtered scopes, and nothing without horizon years', () => {
    const scope1 = portfolioOutlook(input, investees, [2026], 'ONE').temperature?.horizons[0]?.portfolio.WATS;
    expect(scope1?.ok && scope1.score).toBeCloseTo(2.1925734, 6);
    expect(portfolioOutlook(input, investees, [], 'ALL').temperature).toBeNull();
  });

  it('leaves a holding the projection could not project without a company, so it is listed as excluded', () => {
    const untyped: PortfolioProjectionInput = { ...input, reporting: { ...input.reporting, trajectories: [{ ...trajectory, consolidated: null }] } };
    const wats = portfolioOutlook(untyped, investees, [2026], 'ALL').temperature?.horizons[0]?.portfolio.WATS;
    expect(wats).toMatchObject({ ok: false, excluded: [{ id: 'glassworks', reason: 'noTrajectory' }] });
  });
});

describe('temperatureBasisOf', () => {
  it("reads an intensity target on its activity, or else on the turnover in M€ grown by the investee's growth", () => {
    const intensity = (activity: { baselineValue: number; growthProjection: number | null } | null): InvesteeTrajectory => ({
      investeeUuid: 'glassworks',
      turnoverGrowthPercentage: 3,
      consolidated: { type: 'EXTERNAL', trajectory: { absoluteOrIntensity: { kind: 'INTENSITY', activity }, target: { kind: 'LINEAR', targetYear: 2030, valueScope1: 1, valueScope2: null, valueScope3: null } } },
    });
    expect(temperatureBasisOf(intensity({ baselineValue: 120, growthProjection: 2 }), 40_000_000)).toEqual({ kind: 'INTENSITY', baselineValue: 120, growthProjection: 2 });
    expect(temperatureBasisOf(intensity(null), 40_000_000)).toEqual({ kind: 'INTENSITY', baselineValue: 40, growthProjection: 3 });
    expect(temperatureBasisOf(trajectory, 40_000_000)).toEqual({ kind: 'ABSOLUTE' });
    expect(temperatureBasisOf(undefined, null)).toEqual({ kind: 'ABSOLUTE' });
  });
});
