import { describe, expect, it } from 'vitest';
import { textBounds } from '../constants.ts';
import { fieldIssuesOf } from '../errors.ts';
import {
  DecarbonizationSettings,
  InvesteeDecarbonization,
  decarbonizationSettingsForYear,
  decarbonizationSettingsYearIssues,
  defaultInvesteeDecarbonization,
  investeeDecarbonizationForYear,
  investeeDecarbonizationYearIssues,
  investeeTrajectoryOf,
  noChartNotes,
  scopeBenchmarksOf,
} from './decarbonization.ts';

const planUuid = '0b6f5c1e-8a4e-4f7b-9d33-2c1a5e6f7a80';
const linear = { kind: 'LINEAR', targetYear: 2030, valueScope1: 500_000, valueScope2: null, valueScope3: 1_000_000 } as const;
const external = { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: linear } as const;
const base = { ...defaultInvesteeDecarbonization };

/** The issues of a refused input, as `path: key`. */
function issues(result: { success: boolean; error?: Parameters<typeof fieldIssuesOf>[0] }): string[] {
  expect(result.success).toBe(false);
  return fieldIssuesOf(result.error!).map((issue) => `${issue.path.join('.')}: ${issue.key ?? issue.message}`);
}

describe('an investee’s decarbonization data', () => {
  it('reads an empty input as no type, no growth and no benchmark', () => {
    expect(InvesteeDecarbonization.parse({ type: null, planUuid: null, external: null })).toEqual(defaultInvesteeDecarbonization);
  });

  it('takes each type with what it needs', () => {
    expect(InvesteeDecarbonization.safeParse({ ...base, type: 'INTERNAL', planUuid }).success).toBe(true);
    expect(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external }).success).toBe(true);
    expect(InvesteeDecarbonization.safeParse({ ...base, type: 'ESTIMATE', turnoverGrowthPercentage: -3.5 }).success).toBe(true);
    const granular = { kind: 'GRANULAR', values: [2026, 2028, 2030].map((year) => ({ year, valueScope1: 10, valueScope2: 5, valueScope3: null })) };
    const intensity = { kind: 'INTENSITY', activity: { baselineValue: 12.5, growthProjection: 2 } };
    expect(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { absoluteOrIntensity: intensity, target: granular } }).success).toBe(true);
  });

  it('refuses an INTERNAL type without its plan and an EXTERNAL one without its target', () => {
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'INTERNAL' }))).toEqual(['planUuid: validation.message.required']);
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL' }))).toEqual(['external: validation.message.decarbonizationTargetRequired']);
  });

  it('refuses a plan or a target on a type that does not read it, rather than keeping it unseen', () => {
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'ESTIMATE', planUuid, external }))).toEqual([
      'planUuid: validation.message.decarbonizationPlanOnlyInternal',
      'external: validation.message.decarbonizationTargetOnlyExternal',
    ]);
  });

  it('refuses a target with no value, a year given twice, and more than 60 points', () => {
    const empty = { ...linear, valueScope1: null, valueScope3: null };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: empty } }))).toEqual([
      'external.target: validation.message.decarbonizationTargetNeedsValue',
    ]);
    const twice = { kind: 'GRANULAR', values: [2030, 2035, 2030].map((year) => ({ year, valueScope1: 1, valueScope2: 1, valueScope3: 1 })) };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: twice } }))).toEqual([
      'external.target.values.2.year: validation.message.yearTwice',
    ]);
    const many = { kind: 'GRANULAR', values: Array.from({ length: 61 }, (_, index) => ({ year: 2025 + index, valueScope1: 1, valueScope2: 1, valueScope3: 1 })) };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: many } }))).toEqual([
      'external.target.values: validation.message.invalid',
    ]);
    const none = { kind: 'GRANULAR', values: [] };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: none } }))[0]).toBe('external.target.values: validation.message.required');
  });

  it('refuses negative values, a zero activity, growth out of −50 to 100 % and years past 2100', () => {
    const negative = { ...linear, valueScope2: -1 };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: negative } }))).toEqual([
      'external.target.valueScope2: validation.message.invalid',
    ]);
    const zeroActivity = { kind: 'INTENSITY', activity: { baselineValue: 0, growthProjection: null } };
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, absoluteOrIntensity: zeroActivity } }))).toEqual([
      'external.absoluteOrIntensity.activity.baselineValue: validation.message.invalid',
    ]);
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, turnoverGrowthPercentage: -50.5 }))).toEqual(['turnoverGrowthPercentage: validation.message.invalid']);
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, turnoverGrowthPercentage: 100.5 }))).toEqual(['turnoverGrowthPercentage: validation.message.invalid']);
    expect(issues(InvesteeDecarbonization.safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: { ...linear, targetYear: 2101 } } }))).toEqual([
      'external.target.targetYear: validation.message.invalidYear',
    ]);
  });

  it('wants every target year after the reporting year', () => {
    // Reporting year 2024: 2024 itself is refused, 2025 taken.
    expect(investeeDecarbonizationYearIssues({ external: { ...external, target: { ...linear, targetYear: 2024 } } }, 2024).map((issue) => [issue.path.join('.'), issue.key])).toEqual([
      ['external.target.targetYear', 'validation.message.yearAfterReportingYear'],
    ]);
    expect(investeeDecarbonizationYearIssues({ external: { ...external, target: { ...linear, targetYear: 2025 } } }, 2024)).toEqual([]);
    const granular = { kind: 'GRANULAR', values: [2020, 2030].map((year) => ({ year, valueScope1: 1, valueScope2: null, valueScope3: null })) } as const;
    expect(investeeDecarbonizationYearIssues({ external: { ...external, target: granular } }, 2024).map((issue) => issue.path.join('.'))).toEqual(['external.target.values.0.year']);
    expect(investeeDecarbonizationYearIssues({ external: null }, 2024)).toEqual([]);
    const refused = investeeDecarbonizationForYear(2024).safeParse({ ...base, type: 'EXTERNAL', external: { ...external, target: granular } });
    expect(issues(refused)).toEqual(['external.target.values.0.year: validation.message.yearAfterReportingYear']);
  });

  it('hands the engines their own shapes, with nothing lost', () => {
    const data = InvesteeDecarbonization.parse({
      ...base,
      type: 'EXTERNAL',
      turnoverGrowthPercentage: 3,
      external,
      benchmarks: { ONE: { sector: 'LOGISTICS', targetType: 'Absolute' }, TWO: null, THREE: { sector: null, targetType: 'Intensity' } },
    });
    expect(investeeTrajectoryOf('i', data, null)).toEqual({ investeeUuid: 'i', turnoverGrowthPercentage: 3, consolidated: { type: 'EXTERNAL', trajectory: external } });
    expect(scopeBenchmarksOf(data)).toEqual({ ONE: { sector: 'LOGISTICS', targetType: 'Absolute' }, TWO: null, THREE: { sector: null, targetType: 'Intensity' } });
    const plan = { uuid: planUuid, frame: {} as never, actions: [] };
    expect(investeeTrajectoryOf('i', { ...data, type: 'INTERNAL', planUuid, external: null }, plan).consolidated).toEqual({ type: 'INTERNAL', plan });
    expect(investeeTrajectoryOf('i', { ...data, type: 'ESTIMATE', external: null }, null).consolidated).toEqual({ type: 'ESTIMATE' });
    expect(investeeTrajectoryOf('i', defaultInvesteeDecarbonization, null).consolidated).toBeNull();
  });
});

describe('the reporting’s dashboard settings', () => {
  it('takes a target year and up to five distinct horizons after the reporting year', () => {
    const settings = { consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [2029, 2034, 2054] };
    expect(decarbonizationSettingsForYear(2024).safeParse(settings).success).toBe(true);
    expect(DecarbonizationSettings.safeParse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [] }).success).toBe(true);
  });

  it('keeps the charts’ notes, none when not sent, and refuses one too long', () => {
    const notes = { trajectoryByInvestedAmount: 'At 2024 amounts.', perType: null, perSector: null };
    expect(DecarbonizationSettings.parse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [], chartNotes: notes }).chartNotes).toEqual(notes);
    expect(DecarbonizationSettings.parse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [] }).chartNotes).toEqual(noChartNotes);
    const long = { ...notes, perSector: 'x'.repeat(textBounds.text + 1) };
    expect(DecarbonizationSettings.safeParse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [], chartNotes: long }).success).toBe(false);
  });

  it('refuses six horizons, a horizon twice and years not after the reporting year', () => {
    expect(issues(DecarbonizationSettings.safeParse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [2026, 2027, 2028, 2029, 2030, 2031] }))).toEqual([
      'temperatureHorizonYears: validation.message.invalid',
    ]);
    expect(issues(DecarbonizationSettings.safeParse({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [2030, 2030] }))).toEqual([
      'temperatureHorizonYears.1: validation.message.yearTwice',
    ]);
    const early = { consolidatedDecarbonizationTargetYear: 2024, temperatureHorizonYears: [2029, 2023], chartNotes: noChartNotes };
    expect(decarbonizationSettingsYearIssues(early, 2024).map((issue) => issue.path.join('.'))).toEqual(['consolidatedDecarbonizationTargetYear', 'temperatureHorizonYears.1']);
    expect(issues(DecarbonizationSettings.safeParse({ consolidatedDecarbonizationTargetYear: 2101, temperatureHorizonYears: [] }))).toEqual([
      'consolidatedDecarbonizationTargetYear: validation.message.invalidYear',
    ]);
  });
});
