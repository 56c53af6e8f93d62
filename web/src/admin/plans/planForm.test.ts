import { Plan } from '@cairn/shared/plans/model';
import { describe, expect, it } from 'vitest';
import type { ReportRollupInput, RollupEntry } from '@cairn/shared/calc/report';
import { baselineValuesOf, newTarget, planFormValuesOf, planUpdateInputOf, reportBaselineOf } from './planForm.ts';

const uuid = '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e';
const figure = '0b6d9a3e-1c2f-4e5a-8b7c-6d5e4f3a2b1c';
const target = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const plan = {
  ...Plan.parse({
    uuid,
    type: 'PLAN',
    isTrajectory: false,
    assetUuid: uuid,
    baselineYear: 2023,
    baselineValue: { total: 1_200_000, scope1: 200_000, byGhgCategory: { BUSINESS_TRAVEL: 50_000 } },
    keyFigures: [{ uuid: figure, label: 'Employees', unit: 'FTE', baselineValue: 120, growthProjection: 2 }],
    sbtTrajectories: [
      { type: 'SCOPE_3', targets: [{ uuid: target, pathway: 'WELL_BELOW_TWO', targetSettingMethod: 'PHYSICAL_INTENSITY', physicalKeyFigureUuid: figure, ghgCategories: ['BUSINESS_TRAVEL'] }] },
    ],
  }),
  version: 4,
};
let key = 0;
const newKey = () => `k${++key}`;

describe('the staff plan form', () => {
  it('shows numbers as text and gives back the same plan unchanged', () => {
    const values = planFormValuesOf(plan, newKey);
    expect(values.baselineValue.total).toBe('1200000');
    expect(values.baselineValue.scope2).toBe('');
    expect(values.baselineValue.byGhgCategory.BUSINESS_TRAVEL).toBe('50000');
    expect(values.sbtTrajectories[0]?.targets[0]?.physicalKeyFigureUuid).toBe(figure);
    const input = planUpdateInputOf(values, plan);
    expect(input).toMatchObject({ uuid, expectedVersion: 4, baselineYear: 2023, annualGrowth: 0, maximumActionCount: null, kickOff: null });
    expect(input.baselineValue).toEqual({ total: 1_200_000, scope1: 200_000, scope2: null, scope3: null, scope1And2: null, byGhgCategory: { BUSINESS_TRAVEL: 50_000 } });
    expect(input.keyFigures).toEqual(plan.keyFigures);
    expect(input.sbtTrajectories).toEqual(plan.sbtTrajectories);
  });

  it('reads typed numbers with a comma, sends what is not a number as NaN, and drops what a target does not use', () => {
    const values = planFormValuesOf(plan, newKey);
    values.annualGrowth = '1,5';
    values.targetYear = '20x0';
    values.sbtTrajectories.push({ key: 'new', type: 'SCOPE_1', targets: [{ ...newTarget(target), ghgCategories: ['BUSINESS_TRAVEL'], physicalKeyFigureUuid: figure }] });
    const input = planUpdateInputOf(values, plan);
    expect(input.annualGrowth).toBeCloseTo(1.5, 10);
    expect(input.targetYear).toBeNaN();
    expect(input.sbtTrajectories?.[1]?.targets[0]).toMatchObject({ ghgCategories: [], physicalKeyFigureUuid: null, absoluteReduction: null });
  });

  it('fills the baseline from a report, scopes 1 and 2 summed', () => {
    const baseline = baselineValuesOf({ total: 1000, byScope: { ONE: 100, TWO: 250.5, THREE: 649.5 }, byGhgCategory: { PURCHASED_ELECTRICITY: 250.5 } });
    expect(baseline).toMatchObject({ total: '1000', scope1: '100', scope2: '250.5', scope3: '649.5', scope1And2: '350.5' });
    expect(baseline.byGhgCategory.PURCHASED_ELECTRICITY).toBe('250.5');
    expect(baseline.byGhgCategory.BUSINESS_TRAVEL).toBe('');
  });
});

describe('a delivered report as the baseline', () => {
  const entry = (n: number, fields: Pick<RollupEntry, 'value' | 'scope' | 'ghgCategory'> & Partial<RollupEntry>): RollupEntry => ({
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    label: `Entry ${n}`,
    operationalCategory: 'BUILDING',
    begesCategory: 'BEGES_1_1',
    qualityPercentage: 100,
    type: 'BOTH',
    electricityBasis: null,
    ...fields,
  });
  /*
   * Gas 20,000 kg (scope 1), market-based electricity 12,000 kg and location-based 5,000 kg
   * (scope 2), flights 30,000 kg (scope 3). The report covers both electricity methods, so its
   * default view is market-based: 20,000 + 12,000 + 30,000 = 62,000 kg.
   */
  const report: ReportRollupInput = {
    year: 2024,
    beges: false,
    electricityReporting: 'LOCATION_AND_MARKET',
    entries: [
      entry(1, { value: 20_000, scope: 'ONE', ghgCategory: 'STATIONARY_COMBUSTION' }),
      entry(2, { value: 12_000, scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', electricityBasis: 'MARKET' }),
      entry(3, { value: 5_000, scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', electricityBasis: 'LOCATION' }),
      entry(4, { value: 30_000, scope: 'THREE', ghgCategory: 'BUSINESS_TRAVEL' }),
    ],
    employeeNumber: null,
    turnover: null,
    currency: 'EURO',
    keyFigures: [],
    activityDataQualityPercentage: null,
    pcafScore: null,
  };

  it('takes its total, scopes and GHG categories in its default electricity view', () => {
    const baseline = reportBaselineOf(report);
    expect(baseline.total).toBeCloseTo(62_000, 6);
    expect(baseline.byScope.ONE).toBeCloseTo(20_000, 6);
    expect(baseline.byScope.TWO).toBeCloseTo(12_000, 6);
    expect(baseline.byScope.THREE).toBeCloseTo(30_000, 6);
    expect(baseline.byGhgCategory.PURCHASED_ELECTRICITY).toBeCloseTo(12_000, 6);
    expect(baseline.byGhgCategory.BUSINESS_TRAVEL).toBeCloseTo(30_000, 6);
    expect(baselineValuesOf(baseline).scope1And2).toBe('32000');
  });
});
