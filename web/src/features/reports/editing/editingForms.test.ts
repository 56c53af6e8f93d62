import { begesCategoryInfo, defaultBegesCategory, ghgCategoriesOfScope, ghgCategoryInfo } from '@cairn/shared/labels';
import { describe, expect, it } from 'vitest';
import { emptyEntryValues, entryProblems, manualEntryOf, ratioProblems, ratiosOf, ratioValuesOf, withGhg, withScope } from './editingForms.ts';

const figureUuid = '00000000-0000-4000-8000-00000000a003';
const snapshot = {
  employeeNumber: 42,
  turnover: null,
  keyFigures: [{ uuid: figureUuid, label: 'Floor area', ratioSuffix: 'per m²', unit: 'm²', value: 2_000, attributionFactor: 1 }],
};

describe('the ratios form', () => {
  it('starts from the report, a missing turnover as blank', () => {
    expect(ratioValuesOf(snapshot)).toEqual({ employees: '42', turnover: '', figures: { [figureUuid]: '2000' } });
  });

  it('refuses a negative or unreadable amount and a blank key figure, by field name', () => {
    const values = ratioValuesOf(snapshot);
    expect(ratioProblems(values)).toEqual({});
    expect(ratioProblems({ ...values, employees: '-3', turnover: 'lots', figures: { [figureUuid]: ' ' } })).toEqual({
      employees: 'notNumber',
      turnover: 'notNumber',
      [`figures.${figureUuid}`]: 'required',
    });
  });

  it('gives the draft its ratios only when all are right, read the French way too', () => {
    const values = { ...ratioValuesOf(snapshot), turnover: '1 250 000,5' };
    expect(ratiosOf(values)).toEqual({ employeeNumber: 42, turnover: 1_250_000.5, keyFigureValues: { [figureUuid]: 2_000 } });
    expect(ratiosOf({ ...values, employees: '-1' })).toBeNull();
  });
});

describe('the hand-typed entry form', () => {
  it("starts on scope 1's first GHG category and the BEGES category paired with it", () => {
    const first = ghgCategoriesOfScope('ONE')[0];
    expect(emptyEntryValues()).toMatchObject({ scope: 'ONE', ghg: first, beges: (first && defaultBegesCategory(first)) ?? '' });
  });

  it('moves both categories into a newly chosen scope', () => {
    const values = withScope(emptyEntryValues(), 'THREE');
    expect(values.ghg === '' ? 'THREE' : ghgCategoryInfo[values.ghg].scope).toBe('THREE');
    expect(values.beges === '' ? 'THREE' : begesCategoryInfo[values.beges].scope).toBe('THREE');
  });

  it('keeps the BEGES category when the GHG one is cleared', () => {
    const values = emptyEntryValues();
    expect(withGhg(values, '')).toEqual({ ...values, ghg: '' });
  });

  it('needs a label, a category in one method at least, and a number', () => {
    const blank = { ...emptyEntryValues(), ghg: '' as const, beges: '' as const };
    expect(entryProblems(blank)).toEqual({ label: 'required', ghg: 'needCategory', beges: 'needCategory', value: 'required' });
    expect(entryProblems({ ...emptyEntryValues(), label: 'Fleet', value: 'twelve' })).toEqual({ value: 'notNumber' });
    expect(manualEntryOf(blank)).toBeNull();
  });

  it('adds the value in kgCO2e, with no category for a method left blank', () => {
    const values = { ...emptyEntryValues(), label: 'Fleet', ghg: '' as const, value: '1,5' };
    expect(manualEntryOf(values)).toEqual({
      label: 'Fleet',
      scope: 'ONE',
      operationalCategory: 'BUILDING',
      ghgCategory: null,
      begesCategory: values.beges,
      valueKg: 1_500,
    });
  });
});
