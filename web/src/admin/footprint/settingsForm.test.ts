import { blankReportSettings } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { DraftSettings } from '../../features/reports/editing/draftModel.ts';
import { freeBenchmarkRatios } from '../../features/reports/editing/draftModel.ts';
import { newBenchmarkEntry, settingsOf, settingsProblems, settingsValuesOf } from './settingsForm.ts';

const figureUuid = '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

function base(): DraftSettings {
  return {
    ...blankReportSettings({ name: 'Bilan carbone 2024', year: 2024, companyName: 'Boulangeries Maison Fournil' }),
    employeeNumber: 64,
    turnover: 7_800_000,
    keyFigures: [{ uuid: figureUuid, label: 'Bread', ratioSuffix: 'per tonne of bread', unit: 't', value: 1_200, attributionFactor: 1 }],
    benchmarks: [
      {
        ratio: 'EMPLOYEE',
        entries: [
          { type: 'ASSET_VALUE', value: 0, name: 'Boulangeries Maison Fournil' },
          { type: 'TARGET', value: 3_000, name: 'Target 2030', isHidden: true },
        ],
      },
    ],
  };
}

let counter = 0;
const newKey = () => `row-${++counter}`;

describe('the report settings form', () => {
  it('types benchmark values in tCO2e per unit, the company’s own left empty to follow the report', () => {
    const values = settingsValuesOf(base(), newKey);
    expect(values).toMatchObject({ name: 'Bilan carbone 2024', year: '2024', period: '2024', employees: '64', turnover: '7800000', standard: 'GHG' });
    expect(values.benchmarks[0]?.entries.map(({ type, name, value, hidden }) => ({ type, name, value, hidden }))).toEqual([
      { type: 'ASSET_VALUE', name: 'Boulangeries Maison Fournil', value: '', hidden: false },
      // 3,000 kgCO2e per employee is 3 tCO2e per employee.
      { type: 'TARGET', name: 'Target 2030', value: '3', hidden: true },
    ]);
  });

  it('gives back the settings it was made from when nothing is changed', () => {
    const settings = base();
    expect(settingsOf(settingsValuesOf(settings, newKey), settings)).toEqual(settings);
  });

  it('applies what was typed: French amounts, a BEGES report, a typed benchmark entry in kgCO2e per unit', () => {
    const values = settingsValuesOf(base(), newKey);
    values.employees = '80';
    values.turnover = '7 950 000,50';
    values.standard = 'BEGES';
    values.sector = 'AGRIFOOD_INDUSTRIES';
    values.benchmarks[0]!.entries.push({ ...newBenchmarkEntry(newKey(), 'OTHER'), name: 'Sector peer', value: '4,25' });
    const settings = settingsOf(values, base());
    expect(settings).toMatchObject({ employeeNumber: 80, turnover: 7_950_000.5, beges: true, sectorialBenchmark: 'AGRIFOOD_INDUSTRIES' });
    // 4.25 tCO2e per employee is 4,250 kgCO2e per employee.
    expect(settings.benchmarks[0]?.entries[2]).toEqual({ type: 'OTHER', name: 'Sector peer', value: 4_250 });
    // What the form does not show stays.
    expect(settings.keyFigures).toEqual(base().keyFigures);
  });

  it('says what is wrong on each field, by the names the form gives its fields', () => {
    const values = settingsValuesOf(base(), newKey);
    Object.assign(values, { name: ' ', year: '1999', startDate: '2024-02-30', employees: '-3', turnover: 'lots', activityDataQuality: '120', comparisonBaseYear: '23' });
    values.benchmarks[0]!.entries.push(newBenchmarkEntry(newKey()));
    expect(settingsProblems(values)).toEqual({
      name: 'Required',
      year: 'Invalid year',
      startDate: 'Invalid date',
      employees: 'Must be zero or more',
      turnover: 'A number was expected',
      activityDataQuality: 'Quality must be a whole number from 0 to 100',
      comparisonBaseYear: 'Invalid year',
      'benchmarks[0].entries[2].name': 'Required',
      'benchmarks[0].entries[2].value': 'Required',
    });
  });

  it('refuses an end date before the start date, and accepts the same day', () => {
    const values = settingsValuesOf(base(), newKey);
    expect(settingsProblems({ ...values, startDate: '2024-07-01', endDate: '2024-06-30' })).toEqual({ endDate: 'Invalid dates' });
    expect(settingsProblems({ ...values, startDate: '2024-07-01', endDate: '2024-07-01' })).toEqual({});
  });

  it('offers each ratio to one benchmark only: per employee is taken, turnover and the key figure are free', () => {
    expect(freeBenchmarkRatios(settingsValuesOf(base(), newKey), base())).toEqual(['TURNOVER', figureUuid]);
  });
});
