import { describe, expect, it } from 'vitest';
import {
  compareQuestionTemplates,
  matchesQuestionTemplateSearch,
  missingSelectListIssues,
  questionTemplateMessages,
  resolveColumns,
  resolveFormulaTemplates,
  selectListsOf,
  StoredQuestionTemplate,
} from './questionTemplateCatalogue.ts';

const template = (name: string, category: string | null, subcategory: string | null = null, type: 'TEXT' | 'NUMERIC' | 'TABLE' = 'NUMERIC') => ({
  name,
  labelEn: name,
  labelFr: null,
  category,
  subcategory,
  type,
});

describe('the catalogue’s order', () => {
  it('goes by category, subcategory and name, uncategorised last and a category’s own questions first', () => {
    const templates = [
      template('notes', null),
      template('fuel', 'Transport', 'Vehicles'),
      template('heating', 'Énergie', 'Chauffage'),
      template('electricity', 'energie'),
      template('boiler_2', 'Énergie', 'Chauffage'),
      template('boiler_10', 'Énergie', 'Chauffage'),
      template('business_travel', 'Transport'),
      template('appendix', null),
    ];
    expect([...templates].sort(compareQuestionTemplates).map((t) => t.name)).toEqual([
      'electricity',
      'boiler_2',
      'boiler_10',
      'heating',
      'business_travel',
      'fuel',
      'appendix',
      'notes',
    ]);
  });
});

describe('the catalogue’s search', () => {
  const heating = { ...template('heating', 'Énergie', 'Chauffage'), labelFr: 'Gaz naturel consommé' };

  it('finds a text in the name, the labels, the category or the subcategory, case and accents aside', () => {
    for (const search of ['HEAT', 'energie', ' chauffage ', 'gaz naturel consomme', '', undefined]) {
      expect(matchesQuestionTemplateSearch(heating, { search }), String(search)).toBe(true);
    }
    expect(matchesQuestionTemplateSearch(heating, { search: 'fuel' })).toBe(false);
  });

  it('keeps one type when asked', () => {
    expect(matchesQuestionTemplateSearch(heating, { type: 'NUMERIC' })).toBe(true);
    expect(matchesQuestionTemplateSearch(heating, { search: 'heat', type: 'TABLE' })).toBe(false);
  });
});

describe('an edit’s columns', () => {
  const held = [{ uuid: '00000000-0000-4000-8000-00000000000a' }, { uuid: '00000000-0000-4000-8000-00000000000b' }];
  let drawn = 0;
  const newUuid = () => `new-${++drawn}`;

  it('keep the uuid they name, and a new column gets its own', () => {
    drawn = 0;
    const resolved = resolveColumns([{ uuid: held[1]!.uuid, name: 'litres' }, { name: 'kind' }, { uuid: null, name: 'notes' }], held, newUuid);
    expect(resolved).toEqual({
      ok: true,
      columns: [
        { uuid: held[1]!.uuid, name: 'litres' },
        { uuid: 'new-1', name: 'kind' },
        { uuid: 'new-2', name: 'notes' },
      ],
    });
  });

  it('refuse a uuid the template does not hold, or one named twice, on that column', () => {
    const stranger = '00000000-0000-4000-8000-0000000000ff';
    expect(resolveColumns([{ uuid: held[0]!.uuid }, { uuid: stranger }, { uuid: held[0]!.uuid }], held, newUuid)).toEqual({
      ok: false,
      issues: [
        { path: ['columns', 1, 'uuid'], message: questionTemplateMessages.unknownColumn },
        { path: ['columns', 2, 'uuid'], message: questionTemplateMessages.unknownColumn },
      ],
    });
    // At creation the template holds none.
    expect(resolveColumns([{ uuid: held[0]!.uuid }], [], newUuid).ok).toBe(false);
  });

  it('name each select list once, and the columns whose list does not exist', () => {
    const columns = [{ selectListUuid: 'a' }, { selectListUuid: null }, { selectListUuid: 'b' }, { selectListUuid: 'a' }];
    expect(selectListsOf(columns)).toEqual(['a', 'b']);
    expect(missingSelectListIssues(columns, new Set(['b']))).toEqual([
      { path: ['columns', 0, 'selectListUuid'], message: questionTemplateMessages.unknownSelectList },
      { path: ['columns', 3, 'selectListUuid'], message: questionTemplateMessages.unknownSelectList },
    ]);
  });
});

describe('an edit’s formula templates', () => {
  const held = [{ uuid: '00000000-0000-4000-8000-0000000000a1' }];
  const newUuid = () => 'new-formula';

  it('keep the uuid they name, so the entries made from them keep pointing at them', () => {
    expect(resolveFormulaTemplates([{ labelEn: 'New' }, { uuid: held[0]!.uuid, labelEn: 'Kept' }], held, newUuid)).toEqual({
      ok: true,
      formulaTemplates: [
        { uuid: 'new-formula', labelEn: 'New' },
        { uuid: held[0]!.uuid, labelEn: 'Kept' },
      ],
    });
  });

  it('refuse a uuid the template does not hold on that template', () => {
    expect(resolveFormulaTemplates([{ uuid: held[0]!.uuid }, { uuid: held[0]!.uuid }], held, newUuid)).toEqual({
      ok: false,
      issues: [{ path: ['formulaTemplates', 1, 'uuid'], message: questionTemplateMessages.unknownFormulaTemplate }],
    });
  });

  it('are none on a template stored before formulas existed', () => {
    const stored = StoredQuestionTemplate.parse({
      uuid: held[0]!.uuid,
      name: 'heating',
      type: 'NUMERIC',
      labelEn: 'Gas for heating',
      labelFr: null,
      unit: 'kWh',
      impactedScopes: [],
      important: false,
      oneLine: false,
      allowFiles: false,
      adminOnly: false,
      category: null,
      subcategory: null,
      hintEn: null,
      hintFr: null,
      faq: [],
      columns: [],
    });
    expect(stored.formulaTemplates).toEqual([]);
  });
});
