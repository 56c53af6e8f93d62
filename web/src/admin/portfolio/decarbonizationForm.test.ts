import { ApiError } from '../../api/client.ts';
import { defaultInvesteeDecarbonization, decarbonizationLimits, InvesteeDecarbonization, type InvesteeDecarbonization as Data } from '@cairn/shared/portfolio/decarbonization';
import { describe, expect, it } from 'vitest';
import {
  canAddGranularRow,
  checkInvesteeYears,
  checkSettingsYears,
  filterInvestees,
  investeeInputOf,
  investeeValuesOf,
  kilogramsOfText,
  newGranularRow,
  settingsInputOf,
  settingsValuesOf,
  trajectorySummaryOf,
  type GranularRow,
} from './decarbonizationForm.ts';

const reportingUuid = '11111111-1111-4111-8111-111111111111';
const investeeUuid = '22222222-2222-4222-8222-222222222222';
const planUuid = '33333333-3333-4333-8333-333333333333';
let counter = 0;
const newKey = () => `k${(counter += 1)}`;

const external: Data = {
  ...defaultInvesteeDecarbonization,
  type: 'EXTERNAL',
  turnoverGrowthPercentage: 2.5,
  clientNote: 'Validated by SBTi',
  benchmarks: { ONE: { sector: 'MANUFACTURING_INDUSTRY', targetType: 'Absolute' }, TWO: null, THREE: { sector: null, targetType: 'Intensity' } },
  external: {
    absoluteOrIntensity: { kind: 'ABSOLUTE' },
    // 1,234.5 t, 0.1 t and nothing of scope 3, stored in kilograms.
    target: { kind: 'LINEAR', targetYear: 2030, valueScope1: 1_234_500, valueScope2: 100, valueScope3: null },
  },
};

describe('tonnes typed, kilograms stored', () => {
  it('converts exactly, with a comma or a dot, and keeps blank and nonsense apart', () => {
    // 0.1 t × 1000 = 100 kg, not 100.00000000000001; 1 234,567 t = 1,234,567 kg.
    expect(kilogramsOfText('0.1')).toBe(100);
    expect(kilogramsOfText('1 234,567')).toBe(1_234_567);
    expect(kilogramsOfText('0.007')).toBe(7);
    expect(kilogramsOfText('')).toBeNull();
    expect(kilogramsOfText('ten')).toBeNaN();
  });
});

describe('the investee form', () => {
  const row = { decarbonization: external, sector: 'MANUFACTURING_INDUSTRY' as const };

  it('shows the stored data in tonnes, and a missing benchmark on the investee’s sector', () => {
    const values = investeeValuesOf(row, newKey).decarbonization;
    expect(values.type).toBe('EXTERNAL');
    expect(values.turnoverGrowthPercentage).toBe('2.5');
    expect(values.external.target).toMatchObject({ kind: 'LINEAR', targetYear: '2030', valueScope1: '1234.5', valueScope2: '0.1', valueScope3: '', values: [] });
    expect(values.benchmarks).toEqual({
      ONE: { targetType: 'Absolute', sector: 'MANUFACTURING_INDUSTRY' },
      TWO: { targetType: '', sector: 'MANUFACTURING_INDUSTRY' },
      THREE: { targetType: 'Intensity', sector: '' },
    });
  });

  it('sends back what it was given, under the version held', () => {
    const input = investeeInputOf(investeeValuesOf(row, newKey), reportingUuid, investeeUuid, 4);
    expect(input).toEqual({ reportingUuid, investeeUuid, expectedVersion: 4, decarbonization: external });
    expect(InvesteeDecarbonization.parse(input.decarbonization)).toEqual(external);
  });

  it('round-trips a granular intensity per m² with its rows', () => {
    const granular: Data = {
      ...external,
      external: {
        absoluteOrIntensity: { kind: 'INTENSITY', activity: { baselineValue: 85_000, growthProjection: null } },
        target: {
          kind: 'GRANULAR',
          values: [
            { year: 2027, valueScope1: 12.5, valueScope2: null, valueScope3: null },
            { year: 2030, valueScope1: 8, valueScope2: 3, valueScope3: null },
          ],
        },
      },
    };
    const values = investeeValuesOf({ decarbonization: granular, sector: null }, newKey);
    // 12.5 kg per m² is 0.0125 t per m².
    expect(values.decarbonization.external.target.values.map(({ year, valueScope1 }) => [year, valueScope1])).toEqual([
      ['2027', '0.0125'],
      ['2030', '0.008'],
    ]);
    expect(values.decarbonization.external.absoluteOrIntensity.activity).toEqual({ kind: 'OTHER', baselineValue: '85000', growthProjection: '' });
    expect(investeeInputOf(values, reportingUuid, investeeUuid, 1).decarbonization).toEqual(granular);
  });

  it('sends the intensity on turnover without an activity', () => {
    const values = investeeValuesOf(row, newKey);
    values.decarbonization.external.absoluteOrIntensity = { kind: 'INTENSITY', activity: { kind: 'TURNOVER', baselineValue: '12', growthProjection: '3' } };
    expect(investeeInputOf(values, reportingUuid, investeeUuid, 1).decarbonization.external?.absoluteOrIntensity).toEqual({ kind: 'INTENSITY', activity: null });
  });

  it('drops the target for another type and the plan unless INTERNAL, and starts a never-set investee blank', () => {
    const values = investeeValuesOf({ decarbonization: defaultInvesteeDecarbonization, sector: null }, newKey);
    expect(values.decarbonization).toMatchObject({ type: '', turnoverGrowthPercentage: '0', clientNote: '', planUuid: '' });
    values.decarbonization.planUuid = planUuid;
    values.decarbonization.turnoverGrowthPercentage = '';
    // The note goes as typed: the contract trims it and makes blank none.
    expect(investeeInputOf(values, reportingUuid, investeeUuid, 0).decarbonization).toEqual({ ...defaultInvesteeDecarbonization, clientNote: '' });
    expect(InvesteeDecarbonization.parse(investeeInputOf(values, reportingUuid, investeeUuid, 0).decarbonization)).toEqual(defaultInvesteeDecarbonization);
    values.decarbonization.type = 'INTERNAL';
    expect(investeeInputOf(values, reportingUuid, investeeUuid, 0).decarbonization).toMatchObject({ type: 'INTERNAL', planUuid, external: null });
  });

  it('lets the contract refuse a growth beyond its bounds and a blank target year', () => {
    const values = investeeValuesOf(row, newKey);
    values.decarbonization.turnoverGrowthPercentage = '150';
    values.decarbonization.external.target.targetYear = '';
    const parsed = InvesteeDecarbonization.safeParse(investeeInputOf(values, reportingUuid, investeeUuid, 1).decarbonization);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['external.target.targetYear', 'turnoverGrowthPercentage']);
  });
});

describe("the reporting year's rule, before sending", () => {
  it('refuses a target year not after the reporting year on its field', () => {
    const values = investeeValuesOf({ decarbonization: external, sector: null }, newKey);
    values.decarbonization.external.target.targetYear = '2024';
    const input = investeeInputOf(values, reportingUuid, investeeUuid, 1);
    expect(() => checkInvesteeYears(input, 2024)).toThrow(ApiError);
    try {
      checkInvesteeYears(input, 2024);
    } catch (error) {
      expect((error as ApiError).issues.map((issue) => issue.path)).toEqual([['decarbonization', 'external', 'target', 'targetYear']]);
    }
    expect(checkInvesteeYears(input, 2023)).toBe(input);
  });

  it('refuses a horizon year not after the reporting year', () => {
    const blankNotes = { trajectoryByInvestedAmount: '', perType: '', perSector: '' };
    const input = settingsInputOf({ settings: { consolidatedDecarbonizationTargetYear: '2050', temperatureHorizonYears: ['2029', '2020'], chartNotes: blankNotes } }, { reportingUuid, version: 3 });
    expect(input).toEqual({
      reportingUuid,
      expectedVersion: 3,
      settings: { consolidatedDecarbonizationTargetYear: 2050, temperatureHorizonYears: [2029, 2020], chartNotes: { trajectoryByInvestedAmount: null, perType: null, perSector: null } },
    });
    try {
      checkSettingsYears(input, 2024);
      expect.unreachable();
    } catch (error) {
      expect((error as ApiError).issues.map((issue) => issue.path)).toEqual([['settings', 'temperatureHorizonYears', 1]]);
    }
  });
});

describe('the settings form', () => {
  it('shows no target year and no note as blank and sends blank as none', () => {
    const chartNotes = { trajectoryByInvestedAmount: 'At 2024 amounts.', perType: null, perSector: null };
    const values = settingsValuesOf({ consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [2029, 2034], chartNotes });
    expect(values).toEqual({
      settings: { consolidatedDecarbonizationTargetYear: '', temperatureHorizonYears: ['2029', '2034'], chartNotes: { trajectoryByInvestedAmount: 'At 2024 amounts.', perType: '', perSector: '' } },
    });
    values.settings.chartNotes.perSector = '  Two sectors only.  ';
    expect(settingsInputOf(values, { reportingUuid, version: 1 }).settings).toEqual({
      consolidatedDecarbonizationTargetYear: null,
      temperatureHorizonYears: [2029, 2034],
      chartNotes: { ...chartNotes, perSector: 'Two sectors only.' },
    });
  });
});

describe("a granular target's rows", () => {
  const row = (year: string): GranularRow => ({ key: year, year, valueScope1: '1', valueScope2: '', valueScope3: '' });

  it('adds the year after the latest, or after the reporting year first, blank years aside', () => {
    expect(newGranularRow([], 2024, 'a')).toEqual({ key: 'a', year: '2025', valueScope1: '', valueScope2: '', valueScope3: '' });
    expect(newGranularRow([row('2030'), row('2027'), row('')], 2024, 'b').year).toBe('2031');
  });

  it('stops at the limit', () => {
    const full = Array.from({ length: decarbonizationLimits.granularValues }, (_, index) => row(String(2025 + index)));
    expect(canAddGranularRow(full)).toBe(false);
    expect(canAddGranularRow(full.slice(1))).toBe(true);
  });
});

describe('the table', () => {
  const investee = (name: string, decarbonization: Data) => ({ name, decarbonization, plans: [{ uuid: planUuid, name: 'Plan 2024', year: 2024 }] });
  const list = [
    investee('Ardoise Conseil', defaultInvesteeDecarbonization),
    investee('Verrerie', external),
    investee('Boulangerie', { ...defaultInvesteeDecarbonization, type: 'INTERNAL', planUuid }),
  ];

  it('summarises each trajectory', () => {
    expect(list.map(trajectorySummaryOf)).toEqual([
      { kind: 'missing' },
      { kind: 'external', measure: 'ABSOLUTE', target: 'LINEAR', year: 2030 },
      { kind: 'plan', name: 'Plan 2024', year: 2024 },
    ]);
  });

  it('filters by name and by type', () => {
    expect(filterInvestees(list, 'VERR', '').map((each) => each.name)).toEqual(['Verrerie']);
    expect(filterInvestees(list, '', 'MISSING').map((each) => each.name)).toEqual(['Ardoise Conseil']);
    expect(filterInvestees(list, 'e', 'INTERNAL').map((each) => each.name)).toEqual(['Boulangerie']);
  });
});
