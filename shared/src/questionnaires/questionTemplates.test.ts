import { describe, expect, it } from 'vitest';
import { englishOf } from '../errorMessages.ts';
import { fieldIssuesOf } from '../errors.ts';
import { QuestionTemplateInput, showsAsNumberField } from './questionTemplates.ts';

const fuelList = '00000000-0000-4000-8000-000000000009';
/** The fuel table of a footprint's questionnaire, as a consultant files it. */
const fuel = {
  name: 'fuel',
  type: 'TABLE',
  labelEn: 'Fuel bought for your vehicles',
  labelFr: 'Carburant acheté pour vos véhicules',
  impactedScopes: ['ONE'],
  important: true,
  category: 'Transport',
  subcategory: 'Vehicles',
  hintEn: 'From your **fuel cards**.',
  faq: [{ questionEn: 'Rental cars?', answerEn: 'Only those you pay the fuel of.' }],
  columns: [
    { name: 'kind', type: 'SELECT', labelEn: 'Fuel', selectListUuid: fuelList },
    { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
    { name: 'comment', type: 'TEXT', labelEn: 'Comment', adminOnly: true },
  ],
} as const;

const problems = (input: unknown) => {
  const parsed = QuestionTemplateInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a question template', () => {
  it('takes a table with its columns, hint, FAQ, scopes and priority', () => {
    expect(problems(fuel)).toEqual([]);
    const parsed = QuestionTemplateInput.parse(fuel);
    expect(parsed.columns.map((column) => [column.name, column.selectListUuid, column.adminOnly])).toEqual([
      ['kind', fuelList, false],
      ['litres', null, false],
      ['comment', null, true],
    ]);
    expect(parsed.faq).toEqual([{ questionEn: 'Rental cars?', questionFr: null, answerEn: 'Only those you pay the fuel of.', answerFr: null }]);
  });

  it('names questions and columns as formulas read them', () => {
    expect(problems({ ...fuel, name: 'fuel litres' })).toEqual([`name: ${englishOf('validation.message.formulaName')}`]);
    expect(problems({ ...fuel, name: '2024_fuel' })).toEqual([`name: ${englishOf('validation.message.formulaName')}`]);
    expect(problems({ ...fuel, name: '_fuel_2024' })).toEqual([]);
    // A blank name is missing, not misspelt.
    expect(problems({ ...fuel, name: ' ' })).toEqual([`name: ${englishOf('validation.message.required')}`]);
    expect(problems({ ...fuel, columns: [...fuel.columns, { name: 'Litres', type: 'NUMERIC', labelEn: 'Again' }] })).toEqual([
      `columns.3.name: ${englishOf('validation.message.duplicateName')}`,
    ]);
  });

  it('gives columns and one-line tables to tables only, and a table at least one column', () => {
    expect(problems({ ...fuel, columns: [] })).toEqual([`columns: ${englishOf('validation.message.tableNeedsColumn')}`]);
    expect(problems({ name: 'heating', type: 'NUMERIC', labelEn: 'Gas', unit: 'kWh', oneLine: true, columns: fuel.columns })).toEqual([
      `columns: ${englishOf('validation.message.onlyTablesHaveColumns')}`,
      `oneLine: ${englishOf('validation.message.onlyTablesHaveColumns')}`,
    ]);
  });

  it('gives a unit to numbers only, and a select list to select columns only, which need one', () => {
    expect(problems({ name: 'notes', type: 'TEXT', labelEn: 'Notes', unit: 'kWh' })).toEqual([`unit: ${englishOf('validation.message.unitOnlyForNumbers')}`]);
    expect(problems({ ...fuel, columns: [{ name: 'kind', type: 'SELECT', labelEn: 'Fuel' }] })).toEqual(['columns.0.selectListUuid: Required']);
    expect(problems({ ...fuel, columns: [{ name: 'litres', type: 'NUMERIC', labelEn: 'Litres', selectListUuid: fuelList }] })).toEqual([
      `columns.0.selectListUuid: ${englishOf('validation.message.selectListOnlyForSelect')}`,
    ]);
    expect(problems({ ...fuel, columns: [{ name: 'from', type: 'DISTANCE', labelEn: 'From', unit: 'km' }] })).toEqual([
      `columns.0.unit: ${englishOf('validation.message.unitOnlyForNumbers')}`,
    ]);
  });

  it('puts a subcategory inside a category, and each scope once', () => {
    expect(problems({ ...fuel, category: null })).toEqual(['category: Required']);
    expect(problems({ ...fuel, impactedScopes: ['ONE', 'ONE'] })).toEqual(['impactedScopes: Invalid']);
  });

  it('bounds its lists and texts', () => {
    expect(problems({ ...fuel, faq: Array.from({ length: 21 }, () => fuel.faq[0]) })).toHaveLength(1);
    expect(problems({ ...fuel, columns: Array.from({ length: 31 }, (_, index) => ({ name: `c${index}`, type: 'TEXT', labelEn: 'x' })) })).toHaveLength(1);
    expect(problems({ ...fuel, hintEn: 'x'.repeat(5_001) })).toHaveLength(1);
    expect(problems({ ...fuel, owner: 'me' })).toHaveLength(1);
  });
});

describe('the single number field', () => {
  it('is a one-line table whose only column is a number', () => {
    const litres = QuestionTemplateInput.parse({ ...fuel, oneLine: true, columns: [fuel.columns[1]] });
    expect(showsAsNumberField(litres)).toBe(true);
    expect(showsAsNumberField({ ...litres, oneLine: false })).toBe(false);
    expect(showsAsNumberField(QuestionTemplateInput.parse({ ...fuel, oneLine: true }))).toBe(false);
  });
});
