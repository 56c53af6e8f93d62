import { ActionCardInput } from '@cairn/shared/plans/actionCards';
import { describe, expect, it } from 'vitest';
import {
  actionCardInputOf,
  actionCardValuesOf,
  categoryAfterScope,
  cardNameIn,
  emptyActionCardValues,
  emptyFormulaRow,
  emptyParameterRow,
  hasUnsavedChanges,
  numberOf,
} from './actionCardModel.ts';

describe('the action card editor', () => {
  it('reads a default number as typed, with a French comma, and marks anything else invalid', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf(' 12 000,5 ')).toBeCloseTo(12000.5, 6);
    expect(numberOf('-3e2')).toBe(-300);
    expect(numberOf('12 kWh')).toBeNaN();
  });

  it('sends what the form shows, and the contract refuses a p. typo on its field', () => {
    const values = {
      ...emptyActionCardValues(),
      nameEn: 'Switch to LED lighting',
      parameters: [{ ...emptyParameterRow(), name: 'y', label: 'Y', valueNumber: '4', valueText: 'kept out' }],
      formulas: [{ ...emptyFormulaRow(), label: 'Avoided', scope: 'TWO' as const, ghgCategory: 'PURCHASED_ELECTRICITY' as const, expression: 'ef.x * p.z' }],
    };
    const input = actionCardInputOf(values);
    expect(input.parameters?.[0]).toMatchObject({ name: 'y', valueNumber: 4, valueText: null });
    expect(input.imageUuid).toBeNull();
    const parsed = ActionCardInput.safeParse(input);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['formulas.0.expression']);
    expect(ActionCardInput.safeParse(actionCardInputOf({ ...values, formulas: [{ ...values.formulas[0]!, expression: 'ef.x * p.y' }] })).success).toBe(true);
  });

  it('starts an edit from the stored card, unchanged', () => {
    const stored = {
      uuid: '5f0c7a52-3d7e-4a39-9d7b-0c4d2f1e8a11',
      nameEn: 'LED',
      nameFr: null,
      description: null,
      baselineScenario: null,
      operationalCategoryEn: 'Buildings',
      operationalCategoryFr: null,
      type: 'QUANTITATIVE' as const,
      imageUuid: null,
      parameters: [{ name: 'y', type: 'NUMBER' as const, label: 'Y', hint: null, unit: 'kWh', valueNumber: 1.5, valueText: null }],
      formulas: [{ uuid: '6f0c7a52-3d7e-4a39-9d7b-0c4d2f1e8a11', label: 'F', scope: 'ONE' as const, ghgCategory: 'STATIONARY_COMBUSTION' as const, expression: 'ef.x' }],
      version: 2,
    };
    const values = actionCardValuesOf(stored);
    expect(values.parameters[0]?.valueNumber).toBe('1.5');
    expect(hasUnsavedChanges(values, actionCardValuesOf(stored))).toBe(false);
    expect(hasUnsavedChanges(values, { ...values, nameEn: ' LED ' })).toBe(false);
    expect(hasUnsavedChanges(values, { ...values, nameFr: 'LED FR' })).toBe(true);
    expect(cardNameIn(stored, 'fr')).toBe('LED');
  });

  it('keeps a category only within its new scope', () => {
    expect(categoryAfterScope('TWO', 'STATIONARY_COMBUSTION')).toBe('');
    expect(categoryAfterScope('ONE', 'STATIONARY_COMBUSTION')).toBe('STATIONARY_COMBUSTION');
  });
});
