import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { placeFailure } from '../../../ui/form/formFailure.ts';
import {
  emptyHypothesisRow,
  emptyHypothesisValues,
  filterHypotheses,
  hasUnsavedChanges,
  hypothesisCurrentSource,
  hypothesisCurrentValue,
  hypothesisFamilies,
  hypothesisInputOf,
  hypothesisValuesOf,
  numberOf,
  type ListedHypothesis,
} from './hypothesisModel.ts';

const audit = { createdAt: '2024-01-01T00:00:00.000Z', createdBy: null, updatedAt: '2024-01-01T00:00:00.000Z', updatedBy: null };
const unitUuid = '11111111-1111-4111-8111-111111111111';

const gridLosses: ListedHypothesis = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'grid_losses',
  clientNameEn: 'Grid losses',
  clientNameFr: 'Pertes réseau',
  unitUuid,
  family: 'ENERGY',
  isMonetary: false,
  qualityPercentage: 100,
  assetUuid: null,
  values: [
    { until: null, value: 0.065, source: 'RTE', comment: null },
    { until: 2023, value: 0.066, source: null, comment: 'Revised' },
  ],
  version: 3,
  ...audit,
};
const loadFactor: ListedHypothesis = { ...gridLosses, uuid: '33333333-3333-4333-8333-333333333333', name: 'load_factor', clientNameEn: null, clientNameFr: 'Taux de chargement', family: 'TRANSPORT' };
const electricite: ListedHypothesis = { ...gridLosses, uuid: '44444444-4444-4444-8444-444444444444', name: 'Électricité_mix', clientNameEn: null, clientNameFr: null, family: 'ENERGY' };

describe('hypothesis form values', () => {
  it('starts blank with one open entry and a quality of 100', () => {
    const values = emptyHypothesisValues();
    expect(values.qualityPercentage).toBe('100');
    expect(values.values).toHaveLength(1);
    expect(values.values[0]).toMatchObject({ until: '', value: '', source: '', comment: '' });
  });

  it('reads a stored hypothesis as text, null as blank', () => {
    const values = hypothesisValuesOf(gridLosses);
    expect(values).toMatchObject({ name: 'grid_losses', clientNameFr: 'Pertes réseau', unitUuid, qualityPercentage: '100', assetUuid: '' });
    expect(values.values.map(({ key: _key, ...row }) => row)).toEqual([
      { until: '', value: '0.065', source: 'RTE', comment: '' },
      { until: '2023', value: '0.066', source: '', comment: 'Revised' },
    ]);
  });

  it('maps the values to the contract input, which parses them back', () => {
    const input = hypothesisInputOf(hypothesisValuesOf(gridLosses));
    expect(input.values).toEqual([
      { until: '', value: 0.065, source: 'RTE', comment: '' },
      { until: '2023', value: 0.066, source: '', comment: 'Revised' },
    ]);
    expect(input).not.toHaveProperty('isMonetary');
    const parsed = procedures['hypothesis.create'].input.parse(input);
    expect(parsed.values).toEqual([
      { until: null, value: 0.065, source: 'RTE', comment: null },
      { until: 2023, value: 0.066, source: null, comment: 'Revised' },
    ]);
    expect(parsed.assetUuid).toBeNull();
  });

  it('sends a blank number as missing and accepts a decimal comma', () => {
    expect(numberOf(' ')).toBeUndefined();
    expect(numberOf('0,5')).toBe(0.5);
    const values = { ...emptyHypothesisValues(), qualityPercentage: '', values: [{ ...emptyHypothesisRow(), value: '1,25' }] };
    const input = hypothesisInputOf(values);
    expect(input.qualityPercentage).toBeUndefined();
    expect(input.values[0]?.value).toBe(1.25);
  });

  it("lets the contract report the history rule on the dialog's history field", () => {
    const values = hypothesisValuesOf(gridLosses);
    const twoOpen = { ...values, values: values.values.map((row) => ({ ...row, until: '' })) };
    const checked = procedures['hypothesis.create'].input.safeParse(hypothesisInputOf(twoOpen));
    expect(checked.success).toBe(false);
    const issues = checked.error?.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })) ?? [];
    const rowFields = values.values.flatMap((_row, index) => ['until', 'value', 'source', 'comment'].map((field) => `values[${index}].${field}`));
    const placed = placeFailure(new ApiError('BAD_REQUEST', 'Invalid input', issues, 'input'), ['name', 'values', ...rowFields]);
    expect(placed.fields.values?.map((issue) => issue.message)).toEqual(['Exactly one entry should have an empty year']);
    expect(placed.form.unplaced).toEqual([]);
  });

  it('sees changes but not surrounding spaces or row keys', () => {
    const initial = hypothesisValuesOf(gridLosses);
    expect(hasUnsavedChanges(initial, hypothesisValuesOf(gridLosses))).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, name: ' grid_losses ' })).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, family: 'OTHER' })).toBe(true);
  });
});

describe('the hypothesis list', () => {
  it('shows the open entry as the current value and source', () => {
    expect(hypothesisCurrentValue(gridLosses)).toBe(0.065);
    expect(hypothesisCurrentSource(gridLosses)).toBe('RTE');
    expect(hypothesisCurrentValue({ values: [] })).toBeNull();
    expect(hypothesisCurrentSource({ values: [] })).toBe('');
  });

  it('searches names and client names, case and accents ignored, sorted by family then name', () => {
    const all = [loadFactor, gridLosses, electricite];
    expect(filterHypotheses(all, '').map((item) => item.name)).toEqual(['Électricité_mix', 'grid_losses', 'load_factor']);
    expect(filterHypotheses(all, 'ELECTRICITE').map((item) => item.name)).toEqual(['Électricité_mix']);
    expect(filterHypotheses(all, 'reseau').map((item) => item.name)).toEqual(['grid_losses']);
    expect(filterHypotheses(all, 'chargement').map((item) => item.name)).toEqual(['load_factor']);
    expect(filterHypotheses(all, 'nothing')).toEqual([]);
  });

  it('offers each family once, alphabetically', () => {
    expect(hypothesisFamilies([loadFactor, gridLosses, electricite])).toEqual(['ENERGY', 'TRANSPORT']);
  });
});
