import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
import { QuestionTemplateInput } from './questionTemplates.ts';
import { FormulaTemplateInput, formulaTemplateIssues, QuestionFormulaTemplateInput, templateScriptIssue, unknownColumnReferences } from './formulaTemplate.ts';

const questionUuid = '00000000-0000-4000-8000-000000000001';
/** A both-method template of diesel bought, as a consultant would file it. */
const diesel = {
  questionUuid,
  labelEn: 'Diesel for the vans',
  type: 'BOTH',
  scope: 'ONE',
  ghgCategory: 'MOBILE_COMBUSTION',
  begesCategory: 'BEGES_1_2',
  operationalCategory: 'TRANSPORT_OF_GOODS',
  eval: 'row.litres * ef.diesel',
} as const;

const problems = (input: unknown) => {
  const parsed = FormulaTemplateInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a formula template (spec 1 section 5 "Formula")', () => {
  it('needs a GHG category unless it is BEGES only, and a BEGES category unless it is GHG only', () => {
    expect(problems(diesel)).toEqual([]);
    expect(problems({ ...diesel, ghgCategory: null, begesCategory: null })).toEqual(['ghgCategory: Required', 'begesCategory: Required']);
    expect(problems({ ...diesel, type: 'GHG', begesCategory: null })).toEqual([]);
    expect(problems({ ...diesel, type: 'BEGES', ghgCategory: null })).toEqual([]);
    expect(problems({ ...diesel, type: 'GHG', ghgCategory: null })).toEqual(['ghgCategory: Required']);
  });

  it('keeps an electricity base only on a GHG or both-method template of an electricity category, and drops it elsewhere', () => {
    const electricity = { ...diesel, scope: 'TWO', ghgCategory: 'PURCHASED_INDIRECT_ENERGY', begesCategory: 'BEGES_2_1', electricityEmissionsBase: 'MARKET' } as const;
    expect(FormulaTemplateInput.parse(electricity).electricityEmissionsBase).toBe('MARKET');
    expect(FormulaTemplateInput.parse({ ...electricity, ghgCategory: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES', scope: 'THREE' }).electricityEmissionsBase).toBe('MARKET');
    // Diesel is no electricity; a BEGES-only template has no GHG category to be electricity in.
    expect(FormulaTemplateInput.parse({ ...diesel, electricityEmissionsBase: 'LOCATION' }).electricityEmissionsBase).toBeNull();
    expect(FormulaTemplateInput.parse({ ...electricity, type: 'BEGES' }).electricityEmissionsBase).toBeNull();
  });

  it('bounds its texts and refuses unknown fields', () => {
    expect(problems({ ...diesel, labelEn: ' ' })).toEqual(['labelEn: Required']);
    expect(problems({ ...diesel, eval: 'x'.repeat(10_001) })).toHaveLength(1);
    expect(problems({ ...diesel, eval: '  ' })).toEqual(['eval: Required']);
    expect(problems({ ...diesel, owner: 'me' })).toHaveLength(1);
  });
});

describe('a template’s script', () => {
  it('reads the table names only for a table question', () => {
    expect(templateScriptIssue('row.litres * ef.diesel', 'TABLE')).toBeNull();
    expect(templateScriptIssue('sum(l.litres) / n', 'TABLE')).toBeNull();
    expect(templateScriptIssue('q.heating * ef["ademe-chauffage.FE.gaz"]', 'NUMERIC')).toBeNull();
    expect(templateScriptIssue('row.litres * ef.diesel', 'NUMERIC')).toMatchObject({ path: ['eval'], message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' });
  });

  it('refuses any other prefix, in the spec’s words', () => {
    expect(templateScriptIssue('process.exit(1)', 'TABLE')?.message).toBe('eval script format is invalid');
    expect(templateScriptIssue('q.a +', 'TEXT')?.message).toBe('eval script format is invalid');
  });
});

describe('a formula template inside its question template', () => {
  const { questionUuid: _owner, ...embedded } = diesel;
  const fuelColumns = [
    { name: 'kind', type: 'TEXT', labelEn: 'Fuel' },
    { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
  ] as const;
  const fuelTable = { name: 'fuel', type: 'TABLE', labelEn: 'Fuel bought', columns: fuelColumns } as const;
  const issuesOf = (input: unknown) => {
    const parsed = QuestionTemplateInput.safeParse(input);
    return parsed.success ? [] : fieldIssuesOf(parsed.error).map((issue) => ({ path: issue.path.join('.'), message: issue.message, key: issue.key }));
  };

  it('takes its question from the record it sits in, not from a field', () => {
    expect(QuestionFormulaTemplateInput.safeParse(embedded).success).toBe(true);
    expect(QuestionFormulaTemplateInput.safeParse(diesel).success).toBe(false);
  });

  it('is saved with a table question whose columns its script reads', () => {
    expect(issuesOf({ ...fuelTable, formulaTemplates: [embedded] })).toEqual([]);
    expect(QuestionTemplateInput.parse({ ...fuelTable, formulaTemplates: [{ ...embedded, labelFr: ' ' }] }).formulaTemplates[0]).toMatchObject({
      labelFr: null,
      electricityEmissionsBase: null,
      splitTable: false,
      explanationEn: null,
    });
  });

  it('puts each rule’s issue on its template’s field', () => {
    const templates = [
      embedded,
      { ...embedded, type: 'GHG', ghgCategory: null, begesCategory: null },
      { ...embedded, eval: 'row.litres * process.env' },
      { ...embedded, eval: 'c.litre * ef.diesel + sum(l.volume)' },
    ];
    expect(issuesOf({ ...fuelTable, formulaTemplates: templates })).toEqual([
      { path: 'formulaTemplates.1.ghgCategory', message: 'Required', key: 'validation.message.required' },
      { path: 'formulaTemplates.2.eval', message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' },
      { path: 'formulaTemplates.3.eval', message: 'Not a column of this question: litre, volume', key: 'validation.message.unknownColumnReference' },
    ]);
  });

  it('reads the table names only in a table question, and a number question has no columns', () => {
    const heating = { name: 'heating', type: 'NUMERIC', labelEn: 'Gas for heating', unit: 'kWh' } as const;
    expect(issuesOf({ ...heating, formulaTemplates: [{ ...embedded, eval: 'q.heating * ef.natural_gas' }] })).toEqual([]);
    expect(issuesOf({ ...heating, formulaTemplates: [{ ...embedded, eval: 'row.litres * ef.diesel' }] })).toEqual([
      { path: 'formulaTemplates.0.eval', message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' },
    ]);
    expect(issuesOf({ ...heating, formulaTemplates: [{ ...embedded, eval: 'c.litres * ef.diesel' }] })).toEqual([
      { path: 'formulaTemplates.0.eval', message: 'Not a column of this question: litres', key: 'validation.message.unknownColumnReference' },
    ]);
  });

  it('splits into lines only a table question', () => {
    const heating = { name: 'heating', type: 'NUMERIC', labelEn: 'Gas for heating' } as const;
    expect(issuesOf({ ...heating, formulaTemplates: [{ ...embedded, eval: 'q.heating', splitTable: true }] })).toEqual([
      { path: 'formulaTemplates.0.splitTable', message: 'Only a table question can be split into lines', key: 'validation.message.splitOnlyForTables' },
    ]);
    expect(issuesOf({ ...fuelTable, formulaTemplates: [{ ...embedded, splitTable: true }] })).toEqual([]);
  });

  it('keeps the electricity base only where spec 1 keeps it', () => {
    const electricity = { name: 'electricity', type: 'NUMERIC', labelEn: 'Electricity bought', unit: 'kWh' } as const;
    const grid = { ...embedded, scope: 'TWO', ghgCategory: 'PURCHASED_INDIRECT_ENERGY', begesCategory: 'BEGES_2_1', electricityEmissionsBase: 'LOCATION', eval: 'q.electricity * ef.grid' } as const;
    const parsed = (template: object) => QuestionTemplateInput.parse({ ...electricity, formulaTemplates: [template] }).formulaTemplates[0]?.electricityEmissionsBase;
    expect(parsed(grid)).toBe('LOCATION');
    expect(parsed({ ...grid, type: 'GHG', begesCategory: null })).toBe('LOCATION');
    expect(parsed({ ...grid, type: 'BEGES' })).toBeNull();
    expect(parsed({ ...grid, ghgCategory: 'STATIONARY_COMBUSTION', scope: 'ONE' })).toBeNull();
  });

  it('holds at most 20 templates', () => {
    expect(issuesOf({ ...fuelTable, formulaTemplates: Array.from({ length: 20 }, () => embedded) })).toEqual([]);
    expect(issuesOf({ ...fuelTable, formulaTemplates: Array.from({ length: 21 }, () => embedded) }).map((issue) => issue.path)).toEqual(['formulaTemplates']);
  });
});

describe('the columns a script reads', () => {
  it('are named by c, row and l, case counting, each once', () => {
    expect(unknownColumnReferences('row.litres + c.Litres + sum(l.km) + q.fuel + hyp.x', 'TABLE', ['litres'])).toEqual(['Litres', 'km']);
    expect(unknownColumnReferences('c["litres"] * 2', 'TABLE', ['litres'])).toEqual([]);
    // A script that does not parse has its own issue.
    expect(unknownColumnReferences('c.x +', 'TABLE', [])).toEqual([]);
  });

  it('are not checked on a blank script, which is only Required', () => {
    expect(formulaTemplateIssues({ type: 'TABLE', columns: [] }, [{ eval: '', splitTable: false }])).toEqual([]);
  });
});
