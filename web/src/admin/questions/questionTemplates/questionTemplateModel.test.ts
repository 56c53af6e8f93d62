import { procedures } from '@cairn/shared/contract';
import { questionTypes } from '@cairn/shared/questionnaires/model';
import { describe, expect, it } from 'vitest';
import { questionTemplateTypes } from '../../../app/routeSearch.ts';
import {
  emptyColumnRow,
  emptyFormulaRow,
  emptyQuestionTemplateValues,
  formulaWithGhg,
  formulaWithScope,
  hasUnsavedChanges,
  listInputOf,
  placeOf,
  questionTemplateInputOf,
  questionTemplateValuesOf,
  type QuestionTemplateDetail,
} from './questionTemplateModel.ts';

const fuelList = '7d0c9e1a-3b2f-4c5d-8e6f-9a0b1c2d3e4f';
const fuel: QuestionTemplateDetail = {
  uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'fuel',
  type: 'TABLE',
  labelEn: 'Fuel bought for your vehicles',
  labelFr: null,
  unit: null,
  impactedScopes: ['ONE'],
  important: true,
  oneLine: false,
  allowFiles: false,
  adminOnly: false,
  category: 'Transport',
  subcategory: null,
  hintEn: 'From your **fuel cards**.',
  hintFr: null,
  faq: [{ questionEn: 'Rental cars?', questionFr: null, answerEn: 'Only those you pay the fuel of.', answerFr: null }],
  columns: [
    {
      uuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
      name: 'kind',
      type: 'SELECT',
      labelEn: 'Fuel',
      labelFr: 'Carburant',
      unit: null,
      hintEn: null,
      hintFr: null,
      selectListUuid: fuelList,
      selectListName: 'Vehicle fuels',
      adminOnly: false,
    },
    {
      uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
      name: 'litres',
      type: 'NUMERIC',
      labelEn: 'Litres',
      labelFr: null,
      unit: 'L',
      hintEn: null,
      hintFr: null,
      selectListUuid: null,
      selectListName: null,
      adminOnly: false,
    },
  ],
  formulaTemplates: [
    {
      uuid: 'd4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f80',
      labelEn: 'Diesel burned',
      labelFr: null,
      type: 'BOTH',
      scope: 'ONE',
      ghgCategory: 'MOBILE_COMBUSTION',
      begesCategory: 'BEGES_1_2',
      operationalCategory: 'TRAVELS',
      electricityEmissionsBase: null,
      splitTable: true,
      eval: 'row.kind == "Diesel" ? row.litres * ef.diesel : 0',
      explanationEn: null,
      explanationFr: null,
    },
  ],
  questionnaireTemplateCount: 0,
  version: 4,
};

const problems = (input: unknown) => {
  const parsed = procedures['questionTemplate.create'].input.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the question template form', () => {
  it('starts a new template blank, which the contract refuses on its name and label', () => {
    expect(problems(questionTemplateInputOf(emptyQuestionTemplateValues()))).toEqual(['name', 'labelEn']);
  });

  it('sends a stored template back as it was read, each column with its uuid', () => {
    const input = questionTemplateInputOf(questionTemplateValuesOf(fuel));
    expect(problems(input)).toEqual([]);
    expect(input.columns?.map((column) => [column.uuid, column.name, column.selectListUuid, column.unit])).toEqual([
      [fuel.columns[0]!.uuid, 'kind', fuelList, null],
      [fuel.columns[1]!.uuid, 'litres', null, 'L'],
    ]);
    expect(input.faq).toEqual([{ questionEn: 'Rental cars?', questionFr: '', answerEn: 'Only those you pay the fuel of.', answerFr: '' }]);
    expect(procedures['questionTemplate.create'].input.parse(input).faq[0]?.questionFr).toBeNull();
  });

  it('sends nothing the form hides: a former table’s columns, a unit off a number, a list off a choice', () => {
    const values = questionTemplateValuesOf(fuel);
    values.columns[0] = { ...values.columns[0]!, type: 'TEXT' };
    values.columns[1] = { ...values.columns[1]!, type: 'DISTANCE_KMS' };
    const table = questionTemplateInputOf({ ...values, unit: 'kWh', oneLine: true });
    expect(table).toMatchObject({ unit: null, oneLine: true });
    expect(table.columns?.map((column) => [column.selectListUuid, column.unit])).toEqual([
      [null, null],
      [null, null],
    ]);
    // The fuel formula reads the table's lines, which a number does not have (its own test below).
    const number = questionTemplateInputOf({ ...values, type: 'NUMERIC', unit: 'kWh', oneLine: true, formulaTemplates: [] });
    expect(number).toMatchObject({ unit: 'kWh', oneLine: false, columns: [] });
    expect(problems(number)).toEqual([]);
  });

  it('counts what is typed as a change, not a moved row key or surrounding spaces', () => {
    const saved = questionTemplateValuesOf(fuel);
    const again = questionTemplateValuesOf(fuel);
    expect(hasUnsavedChanges(saved, again)).toBe(false);
    expect(hasUnsavedChanges(saved, { ...again, labelEn: ` ${again.labelEn} ` })).toBe(false);
    expect(hasUnsavedChanges(saved, { ...again, columns: [...again.columns, emptyColumnRow()] })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...again, columns: [again.columns[1]!, again.columns[0]!] })).toBe(true);
  });
});

describe('the formulas of the question template form', () => {
  it('send a stored formula back as it was read, with its uuid', () => {
    const input = questionTemplateInputOf(questionTemplateValuesOf(fuel));
    expect(problems(input)).toEqual([]);
    expect(procedures['questionTemplate.create'].input.parse(input).formulaTemplates).toEqual([{ ...fuel.formulaTemplates[0] }]);
  });

  it('start a new formula in scope 1’s first categories, which the contract refuses only for its label and script', () => {
    const row = emptyFormulaRow();
    expect(row).toMatchObject({ type: 'BOTH', scope: 'ONE', ghg: 'STATIONARY_COMBUSTION', beges: 'BEGES_1_1', uuid: null });
    const input = questionTemplateInputOf({ ...emptyQuestionTemplateValues(), name: 'heating', labelEn: 'Heating', formulaTemplates: [row] });
    expect(problems(input)).toEqual(['formulaTemplates.0.labelEn', 'formulaTemplates.0.eval']);
  });

  it('follow the scope and the GHG category with the other categories', () => {
    const two = formulaWithScope(emptyFormulaRow(), 'TWO');
    expect([two.ghg, two.beges]).toEqual(['PURCHASED_ELECTRICITY', 'BEGES_2_1']);
    expect(formulaWithGhg(two, 'PURCHASED_INDIRECT_ENERGY').ghg).toBe('PURCHASED_INDIRECT_ENERGY');
  });

  it('send nothing the form hides: the category a method does not use, an electricity base off electricity, a split off a table', () => {
    const values = questionTemplateValuesOf(fuel);
    const formula = values.formulaTemplates[0]!;
    values.formulaTemplates = [
      { ...formula, type: 'GHG', electricityBase: 'MARKET' },
      { ...formula, type: 'BEGES', scope: 'TWO', ghg: 'PURCHASED_ELECTRICITY', beges: 'BEGES_2_1', electricityBase: 'MARKET' },
      { ...formula, type: 'GHG', scope: 'TWO', ghg: 'PURCHASED_ELECTRICITY', beges: 'BEGES_2_1', electricityBase: 'MARKET' },
    ];
    const sent = questionTemplateInputOf(values).formulaTemplates!;
    expect(sent.map((template) => [template.ghgCategory, template.begesCategory, template.electricityEmissionsBase, template.splitTable])).toEqual([
      ['MOBILE_COMBUSTION', null, null, true],
      [null, 'BEGES_2_1', null, true],
      ['PURCHASED_ELECTRICITY', null, 'MARKET', true],
    ]);
    const number = questionTemplateInputOf({ ...values, type: 'NUMERIC', formulaTemplates: [{ ...formula, eval: 'q.fuel * 2' }] });
    expect(number.formulaTemplates?.[0]?.splitTable).toBe(false);
    expect(problems(number)).toEqual([]);
  });

  it('count a changed script as a change, not a new row key', () => {
    const saved = questionTemplateValuesOf(fuel);
    const again = questionTemplateValuesOf(fuel);
    expect(hasUnsavedChanges(saved, again)).toBe(false);
    expect(hasUnsavedChanges(saved, { ...again, formulaTemplates: [{ ...again.formulaTemplates[0]!, eval: 'row.litres' }] })).toBe(true);
  });
});

describe('the catalogue page', () => {
  it('asks for the search as typed and the type of the address', () => {
    expect(listInputOf({}, '  ')).toEqual({});
    expect(listInputOf({ type: 'TABLE', q: 'fuel' }, ' fuel ')).toEqual({ search: 'fuel', type: 'TABLE' });
  });

  it('places a template under its category and subcategory', () => {
    expect(placeOf({ category: 'Energy', subcategory: 'Buildings' })).toBe('Energy › Buildings');
    expect(placeOf({ category: 'Energy', subcategory: null })).toBe('Energy');
    expect(placeOf({ category: null, subcategory: null })).toBeNull();
  });

  it('knows every question type in its address', () => {
    expect([...questionTemplateTypes]).toEqual([...questionTypes]);
  });
});
