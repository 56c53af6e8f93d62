import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
import { FormulaTemplateInput, templateScriptIssue } from './formulaTemplate.ts';

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
    expect(problems({ ...diesel, eval: 'x'.repeat(20_001) })).toHaveLength(1);
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
