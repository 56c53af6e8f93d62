import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  emptyQuestionnaireTemplateValues,
  inOutlineOrder,
  lookupOf,
  matchingTemplates,
  maxPickerOptions,
  moveCategory,
  moveQuestion,
  movesOf,
  moveSubcategory,
  outlineOf,
  pickerOptions,
  questionnaireTemplateInputOf,
  questionnaireTemplateValuesOf,
  removeQuestion,
  type ListedQuestionnaireTemplate,
  type PickableQuestion,
  type QuestionnaireTemplateDetail,
} from './questionnaireTemplateModel.ts';

const question = (name: string, category: string | null, subcategory: string | null, extra: Partial<PickableQuestion> = {}): PickableQuestion => ({
  uuid: name,
  name,
  type: 'NUMERIC',
  labelEn: `Label of ${name}`,
  labelFr: null,
  adminOnly: false,
  category,
  subcategory,
  ...extra,
});

// The demo's questions, and a few more to cover every kind of place.
const catalogue = [
  question('heating', 'Energy', 'Buildings', { labelFr: 'Chauffage des bâtiments' }),
  question('electricity', 'Energy', 'Buildings'),
  question('solar', ' Energy ', 'Production'),
  question('meters', 'Energy', null),
  question('fuel', 'Transport', 'Company vehicles', { type: 'TABLE' }),
  question('freight', 'Transport', 'Freight'),
  question('notes', null, null, { type: 'TEXT' }),
  question('staff_notes', '  ', 'Internal', { adminOnly: true }),
];
const lookup = lookupOf(catalogue, null);

describe('outlineOf', () => {
  it('groups by category then subcategory in first-appearance order, each others last, spaces around names aside', () => {
    expect(outlineOf(['notes', 'fuel', 'meters', 'heating', 'solar', 'freight', 'electricity'], lookup)).toEqual([
      { key: 'Transport', subcategories: [{ key: 'Company vehicles', questions: ['fuel'] }, { key: 'Freight', questions: ['freight'] }] },
      {
        key: 'Energy',
        subcategories: [
          { key: 'Buildings', questions: ['heating', 'electricity'] },
          { key: 'Production', questions: ['solar'] },
          { key: null, questions: ['meters'] },
        ],
      },
      { key: null, subcategories: [{ key: null, questions: ['notes'] }] },
    ]);
  });

  it('puts a blank category with the uncategorised, its subcategory kept', () => {
    expect(outlineOf(['notes', 'staff_notes'], lookup)).toEqual([
      { key: null, subcategories: [{ key: 'Internal', questions: ['staff_notes'] }, { key: null, questions: ['notes'] }] },
    ]);
  });

  it('counts a uuid it does not know as uncategorised rather than losing it', () => {
    expect(inOutlineOrder(['gone', 'fuel'], lookup)).toEqual(['fuel', 'gone']);
  });
});

describe('adding and removing', () => {
  it('adds a question at the end of its subcategory, and a new place before the others', () => {
    const order = ['heating', 'fuel', 'notes'];
    expect(addQuestion(order, 'electricity', lookup)).toEqual(['heating', 'electricity', 'fuel', 'notes']);
    expect(addQuestion(order, 'freight', lookup)).toEqual(['heating', 'fuel', 'freight', 'notes']);
    expect(addQuestion(order, 'meters', lookup)).toEqual(['heating', 'meters', 'fuel', 'notes']);
  });

  it('never adds a question twice', () => {
    expect(addQuestion(['heating'], 'heating', lookup)).toEqual(['heating']);
  });

  it('removes one question and keeps the others in order', () => {
    expect(removeQuestion(['heating', 'electricity', 'fuel'], 'electricity')).toEqual(['heating', 'fuel']);
  });
});

describe('moving', () => {
  const order = ['heating', 'electricity', 'solar', 'meters', 'fuel', 'freight', 'notes'];

  it('moves a question within its subcategory only', () => {
    expect(moveQuestion(order, 'electricity', -1, lookup)).toEqual(['electricity', 'heating', 'solar', 'meters', 'fuel', 'freight', 'notes']);
    expect(moveQuestion(order, 'heating', 1, lookup)).toEqual(['electricity', 'heating', 'solar', 'meters', 'fuel', 'freight', 'notes']);
    // First or last of its subcategory: it stays.
    expect(moveQuestion(order, 'heating', -1, lookup)).toEqual(order);
    expect(moveQuestion(order, 'solar', 1, lookup)).toEqual(order);
  });

  it('moves a subcategory with its questions among the named ones; others stay last', () => {
    expect(moveSubcategory(order, 'Energy', 'Production', -1, lookup)).toEqual(['solar', 'heating', 'electricity', 'meters', 'fuel', 'freight', 'notes']);
    expect(moveSubcategory(order, 'Energy', 'Production', 1, lookup)).toEqual(order);
    expect(moveSubcategory(order, 'Transport', 'Company vehicles', 1, lookup)).toEqual(['heating', 'electricity', 'solar', 'meters', 'freight', 'fuel', 'notes']);
  });

  it('moves a category with its subcategories among the named ones; others stay last', () => {
    expect(moveCategory(order, 'Transport', -1, lookup)).toEqual(['fuel', 'freight', 'heating', 'electricity', 'solar', 'meters', 'notes']);
    expect(moveCategory(order, 'Transport', 1, lookup)).toEqual(order);
    expect(moveCategory(order, 'Energy', -1, lookup)).toEqual(order);
  });

  it('says which ways an entry may move', () => {
    const entries = [{ key: 'Energy' }, { key: 'Transport' }, { key: null }];
    expect(entries.map((_, index) => movesOf(entries, index))).toEqual([
      { up: false, down: true },
      { up: true, down: false },
      { up: false, down: false },
    ]);
    expect(movesOf([{ key: 'Energy' }], 0)).toEqual({ up: false, down: false });
  });
});

describe('the form', () => {
  const detail: QuestionnaireTemplateDetail = {
    uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Carbon footprint – SME',
    labelEn: 'Carbon footprint',
    labelFr: null,
    // Stored before the editor grouped orders: Energy, Transport, then Energy again.
    questionTemplateUuids: ['heating', 'fuel', 'electricity'],
    questions: [catalogue[0]!, catalogue[4]!, catalogue[1]!],
    version: 3,
  };

  it('starts from the stored template, its questions grouped as the client meets them', () => {
    expect(questionnaireTemplateValuesOf(detail)).toEqual({ name: 'Carbon footprint – SME', labelEn: 'Carbon footprint', labelFr: '', questionTemplateUuids: ['heating', 'electricity', 'fuel'] });
  });

  it('sends what the contract accepts, blank French label included', () => {
    const input = questionnaireTemplateInputOf({ name: ' SME ', labelEn: 'Footprint', labelFr: ' ', questionTemplateUuids: [detail.uuid] });
    expect(procedures['questionnaireTemplate.create'].input.parse(input)).toEqual({ name: 'SME', labelEn: 'Footprint', labelFr: null, questionTemplateUuids: [detail.uuid] });
  });

  it('starts a new template empty, which the contract refuses on its name and English label', () => {
    const parsed = procedures['questionnaireTemplate.create'].input.safeParse(questionnaireTemplateInputOf(emptyQuestionnaireTemplateValues()));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['labelEn', 'name']);
  });

  it('knows the template’s own questions before the catalogue has loaded, and the catalogue’s once it has', () => {
    expect(lookupOf([], detail).get('fuel')?.category).toBe('Transport');
    expect(lookupOf([{ ...catalogue[4]!, category: 'Logistics' }], detail).get('fuel')?.category).toBe('Logistics');
  });
});

describe('pickerOptions', () => {
  it('offers the question templates not chosen yet that answer the search, case and accents aside', () => {
    expect(pickerOptions(catalogue, ['heating'], '').map((option) => option.name)).toEqual(catalogue.slice(1).map((option) => option.name));
    expect(pickerOptions(catalogue, [], 'BATIMENTS').map((option) => option.name)).toEqual(['heating']);
    expect(pickerOptions(catalogue, [], 'transport').map((option) => option.name)).toEqual(['fuel', 'freight']);
    expect(pickerOptions(catalogue, ['fuel'], 'vehicles')).toEqual([]);
  });

  it('lists a bounded number at once', () => {
    const many = Array.from({ length: maxPickerOptions + 5 }, (_, index) => question(`q${index}`, null, null));
    expect(pickerOptions(many, [], '')).toHaveLength(maxPickerOptions);
  });
});

describe('matchingTemplates', () => {
  const row = (name: string, labelEn: string, labelFr: string | null): ListedQuestionnaireTemplate => ({
    uuid: `00000000-0000-4000-8000-00000000000${name.length % 10}`,
    name,
    labelEn,
    labelFr,
    questionCount: 1,
    categoryCount: 1,
    version: 1,
  });
  const rows = [row('Carbon footprint – SME', 'Carbon footprint', 'Bilan carbone'), row('Fleet', 'Vehicles', null)];

  it('keeps the templates whose name or label holds the search, case and accents aside', () => {
    expect(matchingTemplates(rows, '').map((template) => template.name)).toEqual(['Carbon footprint – SME', 'Fleet']);
    expect(matchingTemplates(rows, 'sme').map((template) => template.name)).toEqual(['Carbon footprint – SME']);
    expect(matchingTemplates(rows, 'BILAN').map((template) => template.name)).toEqual(['Carbon footprint – SME']);
    expect(matchingTemplates(rows, 'vehicles').map((template) => template.name)).toEqual(['Fleet']);
    expect(matchingTemplates(rows, 'nothing')).toEqual([]);
  });
});
