import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { sortRows } from '../../../ui/dataTable/tableSort.ts';
import {
  emptySelectListValues,
  hasUnsavedChanges,
  optionPreview,
  selectListInputOf,
  selectListSortKeys,
  selectListValuesOf,
  type ListedSelectList,
} from './selectListModel.ts';

const petrol = { uuid: '6b1a3f0e-2c4d-4e8f-9a1b-3c5d7e9f1a2b', labelEn: 'Petrol', labelFr: 'Essence' };
const diesel = { uuid: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', labelEn: 'Diesel', labelFr: 'Gazole' };
const lpg = { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', labelEn: 'LPG', labelFr: null };
const fuels: ListedSelectList = { uuid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', name: 'Fuels', options: [petrol, diesel, lpg, { ...lpg, uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', labelEn: 'CNG' }], version: 3 };

describe('the select list form', () => {
  it('starts a new list with the two options a choice needs, which the contract refuses blank', () => {
    const values = emptySelectListValues();
    expect(values.options).toHaveLength(2);
    const parsed = procedures['selectList.create'].input.safeParse(selectListInputOf(values));
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'options.0.labelEn', 'options.1.labelEn']);
  });

  it('sends each kept option with its uuid, a new one without, as typed', () => {
    const values = selectListValuesOf(fuels);
    values.options = [values.options[1]!, { ...values.options[0]!, labelEn: ' Unleaded ' }, { key: 'new', uuid: null, labelEn: 'E85', labelFr: '' }];
    expect(selectListInputOf(values)).toEqual({
      name: 'Fuels',
      options: [
        { uuid: diesel.uuid, labelEn: 'Diesel', labelFr: 'Gazole' },
        { uuid: petrol.uuid, labelEn: ' Unleaded ', labelFr: 'Essence' },
        { uuid: null, labelEn: 'E85', labelFr: '' },
      ],
    });
  });

  it('counts a new order or label as a change, not spaces around a label nor the rows’ keys', () => {
    const initial = selectListValuesOf(fuels);
    expect(hasUnsavedChanges(initial, selectListValuesOf(fuels))).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, name: ' Fuels ' })).toBe(false);
    const [first, second, ...rest] = initial.options;
    expect(hasUnsavedChanges(initial, { ...initial, options: [second!, first!, ...rest] })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...initial, options: [{ ...first!, labelFr: 'Sans plomb' }, second!, ...rest] })).toBe(true);
  });
});

describe('the select list table', () => {
  it('previews the first options in the interface’s language, French falling back to English', () => {
    expect(optionPreview(fuels, 'en')).toEqual({ labels: ['Petrol', 'Diesel', 'LPG'], more: 1 });
    expect(optionPreview(fuels, 'fr')).toEqual({ labels: ['Essence', 'Gazole', 'LPG'], more: 1 });
    expect(optionPreview({ options: [petrol, diesel] }, 'en')).toEqual({ labels: ['Petrol', 'Diesel'], more: 0 });
  });

  it('sorts by name or by the number of options', () => {
    const short = { ...fuels, uuid: 'a', name: 'yes/no', options: [petrol, diesel] };
    const lists = [fuels, short];
    expect(sortRows(lists, { column: 'name', direction: 'desc' }, selectListSortKeys, 'en').map((list) => list.name)).toEqual(['yes/no', 'Fuels']);
    expect(sortRows(lists, { column: 'options', direction: 'asc' }, selectListSortKeys, 'en').map((list) => list.name)).toEqual(['yes/no', 'Fuels']);
  });
});
