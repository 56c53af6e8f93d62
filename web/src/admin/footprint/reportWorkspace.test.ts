import { catalogueView } from '@cairn/shared/calc/catalogue';
import { ApiError } from '../../api/client.ts';
import { blankReportSettings, type ReportSnapshot } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { DraftEntry } from '../../features/reports/editing/draftModel.ts';
import { draftEntryOf, newEntryValues, withScope } from './entryForm.ts';
import {
  draftPreview,
  entriesChanged,
  evaluateEntries,
  failingEntries,
  newDraftInputOf,
  newDraftValues,
  placeSaveIssues,
  reportYears,
  rowValueOf,
  saveInputOf,
  withEntry,
  withoutEntry,
} from './reportWorkspace.ts';

const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const kWh = ids(1);

/** The French grid: 0.033 kgCO2e/kWh for 2024, 0.052 until 2023 (two yearly figures of a value history). */
const catalogue = catalogueView({
  factors: [
    {
      uuid: ids(2),
      type: 'SIMPLE',
      name: 'electricity.location.FR',
      clientNameEn: 'Electricity, France',
      clientNameFr: 'Électricité, France',
      unitUuid: kWh,
      gas: 'CO2E',
      qualityPercentage: 100,
      values: [
        { until: null, value: 0.033, source: 'RTE', sourceVersion: '2024', isPublic: true },
        { until: 2023, value: 0.052, source: 'RTE', sourceVersion: '2023', isPublic: true },
      ],
    },
  ],
  hypotheses: [],
  units: [{ uuid: kWh, symbol: 'kWh' }],
});

const electricity = draftEntryOf(
  { ...withScope(newEntryValues(), 'TWO'), label: 'Electricity', formula: 'q.activity * ef["electricity.location.FR"]', activityValue: '385000', activityUnitEn: 'kWh' },
  ids(10),
);
const leak = draftEntryOf({ ...newEntryValues(), label: 'Refrigerant leak', source: 'TYPED', valueKg: '1250', ghg: 'FUGITIVE_EMISSIONS' }, ids(11));
const broken = draftEntryOf({ ...newEntryValues(), label: 'Boilers', formula: 'q.activity * ef["natural-gas"]', activityValue: '10' }, ids(12));

const footprint = {
  uuid: ids(20),
  moduleName: 'Bilan carbone 2024',
  year: 2024,
  asset: { uuid: ids(21), name: 'Boulangeries Maison Fournil', sector: 'AGRIFOOD_INDUSTRIES' as const, currency: 'SWISS_FRANC' as const },
};

describe('a new draft', () => {
  it('starts from the module: its name and year, or last year without one', () => {
    expect(newDraftValues(footprint, 'fr', 2026)).toEqual({ name: 'Bilan carbone 2024', year: '2024', language: 'fr', standard: 'GHG', electricityReporting: 'LOCATION' });
    expect(newDraftValues({ ...footprint, year: null }, 'en', 2026).year).toBe('2025');
    expect(reportYears(2026).slice(0, 3)).toEqual([2027, 2026, 2025]);
    expect(reportYears(2026).at(-1)).toBe(2015);
  });

  it('is saved with no entry, a calendar year, and the asset’s name, sector and currency', () => {
    const input = newDraftInputOf(footprint, { name: ' Bilan GES 2024 ', year: '2024', language: 'fr', standard: 'BEGES', electricityReporting: 'LOCATION_AND_MARKET' });
    expect(input).toMatchObject({
      carbonFootprintUuid: footprint.uuid,
      entries: [],
      settings: {
        name: 'Bilan GES 2024',
        year: 2024,
        period: '2024',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        companyName: 'Boulangeries Maison Fournil',
        language: 'fr',
        beges: true,
        electricityReporting: 'LOCATION_AND_MARKET',
        sectorialBenchmark: 'AGRIFOOD_INDUSTRIES',
        currency: 'SWISS_FRANC',
      },
    });
    expect(input.uuid).toBeUndefined();
  });
});

describe('a draft being edited', () => {
  const settings = { ...blankReportSettings({ name: 'Bilan 2024', year: 2024, companyName: 'Boulangeries Maison Fournil' }), employeeNumber: 64 };
  const stored: ReportSnapshot = {
    ...settings,
    entries: [],
    total: 0,
    ratios: { kgPerEmployee: null, kgPerTurnoverM: null },
    publicUrl: null,
    files: [{ uuid: ids(30), name: 'Bilan.pdf', path: 'reports/x.pdf' }],
  };

  it('evaluates every entry with the values of the report year, and says which cannot be', () => {
    const evaluations = evaluateEntries([electricity, leak, broken], catalogue, 2024);
    // 385,000 kWh × 0.033 kgCO2e/kWh (2024) = 12,705 kgCO2e.
    const first = evaluations.get(electricity.uuid);
    expect(first?.ok && first.entry.value).toBeCloseTo(12_705, 6);
    expect(evaluations.get(leak.uuid)).toMatchObject({ ok: true, entry: { value: 1_250 } });
    expect(evaluations.get(broken.uuid)).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: ['formula'], message: 'Emission factor natural-gas not found' })],
    });
    expect(failingEntries([electricity, leak, broken], evaluations)).toEqual([broken]);
    // The same entry for 2023 reads the 2023 grid: 385,000 × 0.052 = 20,020 kgCO2e.
    const earlier = evaluateEntries([electricity], catalogue, 2023).get(electricity.uuid);
    expect(earlier?.ok && earlier.entry.value).toBeCloseTo(20_020, 6);
  });

  it('previews the dashboard from the entries that evaluate, with the total and ratios the save will store', () => {
    const entries = [electricity, leak, broken];
    const preview = draftPreview(stored, settings, entries, evaluateEntries(entries, catalogue, 2024));
    // 12,705 + 1,250 = 13,955 kgCO2e; per employee 13,955 / 64 = 218.05 kgCO2e.
    expect(preview.snapshot.total).toBeCloseTo(13_955, 6);
    expect(preview.snapshot.ratios.kgPerEmployee).toBeCloseTo(218.046875, 9);
    expect(preview.snapshot.entries.map((entry) => entry.label)).toEqual(['Electricity', 'Refrigerant leak']);
    expect(preview.leftOut).toEqual([broken]);
    expect(preview.snapshot.files).toEqual(stored.files);
  });

  it('is saved whole, from the version it was loaded at, with the comparison notes as they were', () => {
    const comparison = { comparisonCategoryComments: [{ category: 'BUILDING' as const, comment: 'Cleaner grid.' }], comparisonEntries: [], comparisonSummary: null };
    expect(saveInputOf({ uuid: ids(40), version: 3, carbonFootprintUuid: footprint.uuid }, settings, [electricity], comparison)).toEqual({
      uuid: ids(40),
      expectedVersion: 3,
      carbonFootprintUuid: footprint.uuid,
      settings,
      entries: [electricity],
      ...comparison,
    });
  });

  it('places a refused save’s issues on the entries that were sent, on the settings, or apart', () => {
    const error = new ApiError('BAD_REQUEST', 'Invalid input', [
      { path: ['entries', 1, 'formula'], message: 'Result is NaN' },
      { path: ['entries', 1, 'label'], message: 'Required' },
      { path: ['settings', 'endDate'], message: 'Invalid date' },
      { path: ['entries', 9, 'formula'], message: 'Result is NaN' },
    ]);
    const placed = placeSaveIssues(error.issues, [electricity, leak]);
    expect(placed.entries.get(leak.uuid)?.map((issue) => issue.path)).toEqual([['formula'], ['label']]);
    expect(placed.entries.has(electricity.uuid)).toBe(false);
    expect(placed.settings).toEqual([expect.objectContaining({ path: ['endDate'], message: 'Invalid date' })]);
    expect(placed.other).toHaveLength(1);
  });

  it('replaces an entry in place or adds it at the end, removes one, and tells whether anything changed', () => {
    const renamed: DraftEntry = { ...leak, label: 'Refrigerant leaks' };
    expect(withEntry([electricity, leak], renamed).map((entry) => entry.label)).toEqual(['Electricity', 'Refrigerant leaks']);
    expect(withEntry([electricity], leak)).toEqual([electricity, leak]);
    expect(withoutEntry([electricity, leak], electricity.uuid)).toEqual([leak]);
    expect(entriesChanged([electricity, leak], [electricity, { ...leak }])).toBe(false);
    expect(entriesChanged([electricity, leak], [electricity, renamed])).toBe(true);
  });

  it('says in each row the value, the problem, or that the catalogue is on its way', () => {
    const evaluations = evaluateEntries([electricity, leak, broken], catalogue, 2024);
    expect(rowValueOf(electricity, evaluations, new Map())).toEqual({ state: 'value', kg: expect.closeTo(12_705, 6) });
    expect(rowValueOf(broken, evaluations, new Map())).toMatchObject({ state: 'problem', issues: [{ path: ['formula'] }] });
    // Before the catalogue arrives: a typed value is known, a formula's is not yet.
    expect(rowValueOf(leak, null, new Map())).toEqual({ state: 'value', kg: 1_250 });
    expect(rowValueOf(electricity, null, new Map())).toEqual({ state: 'pending' });
    // What the last save refused shows until the entry is changed.
    const refused = new Map([[electricity.uuid, [{ path: ['formula'], message: 'Result is NaN' }]]]);
    expect(rowValueOf(electricity, evaluations, refused)).toEqual({ state: 'problem', issues: [{ path: ['formula'], message: 'Result is NaN' }] });
  });
});
