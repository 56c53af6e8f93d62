import { ReportDraftInput, type ReportSnapshot } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { fixtureEntryUuids, reportFixture } from '../reportFixture.ts';
import {
  addBenchmark,
  addManualEntry,
  benchmarkRatios,
  draftFromView,
  draftInputOf,
  parseAmount,
  previewSnapshot,
  removeBenchmark,
  removeEntry,
  renameEntry,
  setRatios,
  toggleBenchmarkEntryHidden,
  type DraftSource,
} from './draftModel.ts';

const reportUuid = '00000000-0000-4000-8000-00000000a001';
const footprintUuid = '00000000-0000-4000-8000-00000000a002';
const keyFigureUuid = '00000000-0000-4000-8000-00000000a003';
const newEntryUuid = '00000000-0000-4000-8000-00000000a004';

const snapshot: ReportSnapshot = {
  ...reportFixture,
  keyFigures: [{ uuid: keyFigureUuid, label: 'Floor area', ratioSuffix: 'per m²', unit: 'm²', value: 2_000, attributionFactor: 1 }],
  benchmarks: [
    {
      ratio: 'EMPLOYEE',
      entries: [
        { type: 'ASSET_VALUE', value: 0, name: 'Company' },
        { type: 'TARGET', value: 500, name: 'Target 2030' },
      ],
    },
  ],
};

const view: DraftSource = {
  report: {
    uuid: reportUuid,
    carbonFootprintUuid: footprintUuid,
    name: snapshot.name,
    year: snapshot.year,
    total: snapshot.total,
    status: 'DRAFT',
    deliveredAt: null,
    isPublic: false,
    version: 7,
  },
  carbonFootprint: { uuid: footprintUuid, moduleName: 'Footprint', status: 'DATA_CONSISTENCY_CHECK', displayStatus: 'VALIDATING' },
  snapshot,
};

describe('draftFromView', () => {
  const draft = draftFromView(view);

  it('aims the draft at the report and the version it was read at', () => {
    expect(draft).toMatchObject({ uuid: reportUuid, expectedVersion: 7, carbonFootprintUuid: footprintUuid });
  });

  it('is a valid report.save input whose settings are the snapshot’s, without what the server computes', () => {
    const parsed = ReportDraftInput.parse(draftInputOf(draft));
    expect(parsed.settings).toEqual(draft.settings);
    expect(parsed.settings).not.toHaveProperty('total');
    expect(parsed.settings).not.toHaveProperty('ratios');
    expect(parsed.settings).not.toHaveProperty('publicUrl');
    expect(parsed.settings).not.toHaveProperty('files');
    expect(parsed.settings.employeeNumber).toBe(40);
    expect(parsed.settings.benchmarks).toEqual(snapshot.benchmarks);
  });

  it('keeps formula entries’ formula without their value, and manual entries’ typed value', () => {
    const flights = draft.entries.find((entry) => entry.uuid === fixtureEntryUuids.flights)!;
    expect(flights.formula).toBe('q.activity * ef["Flight"]');
    expect(flights.value).toBeNull();
    expect(flights.activityData).toEqual(snapshot.entries[3]!.activityData);
    expect(flights.lines).toHaveLength(205);
    const gas = draft.entries.find((entry) => entry.uuid === fixtureEntryUuids.gas)!;
    expect(gas.formula).toBeNull();
    expect(gas.value).toBe(12_000);
    const purchases = draft.entries.find((entry) => entry.uuid === fixtureEntryUuids.purchases)!;
    expect(purchases.qualityPercentage).toBe(50);
  });

  it('round-trips: the preview of an unedited draft is the snapshot', () => {
    const preview = previewSnapshot(snapshot, draft);
    expect(preview.entries).toEqual(snapshot.entries);
    expect(preview.total).toBeCloseTo(snapshot.total, 6);
    expect(draftFromView({ ...view, snapshot: preview })).toEqual(draft);
  });
});

describe('edit operations', () => {
  const draft = draftFromView(view);

  it('renames an entry, ignoring a blank name', () => {
    const renamed = renameEntry(draft, fixtureEntryUuids.gas, '  Gas boilers ');
    expect(renamed.entries.find((entry) => entry.uuid === fixtureEntryUuids.gas)?.label).toBe('Gas boilers');
    expect(draft.entries.find((entry) => entry.uuid === fixtureEntryUuids.gas)?.label).toBe('Natural gas');
    expect(renameEntry(draft, fixtureEntryUuids.gas, '   ')).toBe(draft);
  });

  it('removes an entry and the preview total follows', () => {
    const removed = removeEntry(draft, fixtureEntryUuids.gas);
    expect(removed.entries.map((entry) => entry.uuid)).not.toContain(fixtureEntryUuids.gas);
    expect(removed.entries).toHaveLength(draft.entries.length - 1);
    // Market-based default view: 39,000 − 12,000 kg of gas.
    expect(previewSnapshot(snapshot, removed).total).toBeCloseTo(27_000, 6);
  });

  it('adds a hand-typed entry with its methods from its categories', () => {
    const added = addManualEntry(draft, {
      uuid: newEntryUuid,
      label: 'Refrigerant leaks',
      scope: 'ONE',
      operationalCategory: 'BUILDING',
      ghgCategory: 'FUGITIVE_EMISSIONS',
      begesCategory: null,
      valueKg: 1_500,
    });
    const entry = added.entries.at(-1)!;
    expect(entry).toMatchObject({ uuid: newEntryUuid, formula: null, value: 1_500, type: 'GHG', activityData: null });
    expect(ReportDraftInput.safeParse(draftInputOf(added)).success).toBe(true);
    const preview = previewSnapshot(snapshot, added);
    expect(preview.entries.at(-1)).toMatchObject({ uuid: newEntryUuid, value: 1_500, qualityPercentage: 100 });
    expect(preview.total).toBeCloseTo(40_500, 6);
    const both = addManualEntry(draft, {
      uuid: newEntryUuid,
      label: 'x',
      scope: 'ONE',
      operationalCategory: 'BUILDING',
      ghgCategory: 'FUGITIVE_EMISSIONS',
      begesCategory: 'BEGES_1_4',
      valueKg: 1,
    });
    expect(both.entries.at(-1)?.type).toBe('BOTH');
  });

  it('sets the employee number, the turnover and key-figure values, and the preview ratios follow', () => {
    const changed = setRatios(draft, { employeeNumber: 60, turnover: 12_000_000, keyFigureValues: { [keyFigureUuid]: 2_500 } });
    expect(changed.settings).toMatchObject({ employeeNumber: 60, turnover: 12_000_000 });
    expect(changed.settings.keyFigures[0]?.value).toBe(2_500);
    const preview = previewSnapshot(snapshot, changed);
    expect(preview.employeeNumber).toBe(60);
    expect(preview.ratios.kgPerEmployee).toBeCloseTo(39_000 / 60, 1);
    expect(setRatios(draft, { employeeNumber: null, turnover: null, keyFigureValues: {} }).settings.keyFigures[0]?.value).toBe(2_000);
  });

  it('adds and removes benchmarks', () => {
    expect(benchmarkRatios(draft.settings)).toEqual(['EMPLOYEE', 'TURNOVER', keyFigureUuid]);
    const added = addBenchmark(draft, 'TURNOVER');
    expect(added.settings.benchmarks).toEqual([...snapshot.benchmarks, { ratio: 'TURNOVER', entries: [] }]);
    const removed = removeBenchmark(added, 0);
    expect(removed.settings.benchmarks).toEqual([{ ratio: 'TURNOVER', entries: [] }]);
  });

  it('hides the target entry of a benchmark and shows it again', () => {
    const hidden = toggleBenchmarkEntryHidden(draft, 0, 1);
    expect(hidden.settings.benchmarks[0]?.entries[1]?.isHidden).toBe(true);
    expect(hidden.settings.benchmarks[0]?.entries[0]?.isHidden).toBeUndefined();
    expect(draft.settings.benchmarks[0]?.entries[1]?.isHidden).toBeUndefined();
    expect(toggleBenchmarkEntryHidden(hidden, 0, 1).settings.benchmarks[0]?.entries[1]?.isHidden).toBe(false);
  });

  it('sends the comparison notes it is given along with the draft', () => {
    const input = draftInputOf(draft, { comparisonSummary: 'Less gas', comparisonCategoryComments: [], comparisonEntries: [] });
    expect(input).toMatchObject({ uuid: reportUuid, expectedVersion: 7, comparisonSummary: 'Less gas' });
  });
});

describe('parseAmount', () => {
  it('reads English and French writing, empty as null and anything else as NaN', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount('1\u202f234,5')).toBe(1234.5);
    expect(parseAmount(' 64 ')).toBe(64);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12 t')).toBeNaN();
  });
});
