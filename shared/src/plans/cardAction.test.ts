import { describe, expect, it } from 'vitest';
import { actionFromCard } from './cardAction.ts';
import { planLimits } from './model.ts';

const card = {
  nameEn: 'Switch to LED lighting',
  nameFr: 'Passer à l’éclairage LED',
  description: 'Replace fluorescent tubes.',
  baselineScenario: 'Fluorescent tubes',
  operationalCategoryEn: 'Buildings',
  operationalCategoryFr: 'Bâtiments',
  type: 'QUANTITATIVE' as const,
  imageUuid: null,
  parameters: [{ name: 'kWhSaved', type: 'NUMBER' as const, label: 'Electricity saved', hint: null, unit: 'kWh'.padEnd(80, '.'), valueNumber: 12_000, valueText: null }],
  formulas: [
    { uuid: 'f1', label: 'Electricity', scope: 'TWO' as const, ghgCategory: 'PURCHASED_ELECTRICITY' as const, expression: '-ef.electricity_fr * p.kWhSaved' },
    { uuid: 'f2', label: 'Upstream', scope: 'THREE' as const, ghgCategory: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES' as const, expression: '-ef.electricity_upstream * p.kWhSaved' },
    { uuid: 'f3', label: 'Grid losses', scope: 'TWO' as const, ghgCategory: 'PURCHASED_ELECTRICITY' as const, expression: '-0.1 * p.kWhSaved' },
  ],
};

const counter = () => {
  let n = 0;
  return () => `uuid-${++n}`;
};

describe('an action from a card', () => {
  it('takes the French texts for a French plan and the English ones for an English plan, unless a name is given', () => {
    expect(actionFromCard(card, { language: 'fr', operationalCategories: [] }, undefined, counter()).fields.name).toBe('Passer à l’éclairage LED');
    expect(actionFromCard(card, { language: 'en', operationalCategories: [] }, undefined, counter()).fields.name).toBe('Switch to LED lighting');
    expect(actionFromCard({ ...card, nameFr: null }, { language: 'fr', operationalCategories: [] }, undefined, counter()).fields.name).toBe('Switch to LED lighting');
    expect(actionFromCard(card, { language: 'fr', operationalCategories: [] }, 'LED in the warehouse', counter()).fields.name).toBe('LED in the warehouse');
  });

  it('files the action under the plan’s category of the same name in either language, case and accents aside, leaving the plan as it is', () => {
    const plan = { language: 'en' as const, operationalCategories: [{ uuid: 'c1', name: 'Fleet' }, { uuid: 'c2', name: 'BATIMENTS' }] };
    const made = actionFromCard(card, plan, undefined, counter());
    expect(made.fields.operationalCategoryUuid).toBe('c2');
    expect(made.operationalCategories).toBeNull();
  });

  it('adds a missing category to the plan in its language, unless the plan holds its maximum', () => {
    const made = actionFromCard(card, { language: 'fr', operationalCategories: [{ uuid: 'c1', name: 'Flotte' }] }, undefined, counter());
    expect(made.operationalCategories).toEqual([{ uuid: 'c1', name: 'Flotte' }, { uuid: made.fields.operationalCategoryUuid, name: 'Bâtiments' }]);
    const full = Array.from({ length: planLimits.operationalCategories }, (_, index) => ({ uuid: `c${index}`, name: `Category ${index}` }));
    const none = actionFromCard(card, { language: 'fr', operationalCategories: full }, undefined, counter());
    expect(none.fields.operationalCategoryUuid).toBeNull();
    expect(none.operationalCategories).toBeNull();
    const uncategorised = actionFromCard({ ...card, operationalCategoryEn: null, operationalCategoryFr: null }, { language: 'fr', operationalCategories: [] }, undefined, counter());
    expect(uncategorised).toMatchObject({ fields: { operationalCategoryUuid: null }, operationalCategories: null });
  });

  it('copies parameters and formulas under new uuids, formulas not yet evaluated, and impacts the scopes of its formulas', () => {
    const { fields } = actionFromCard(card, { language: 'en', operationalCategories: [{ uuid: 'c2', name: 'Buildings' }] }, undefined, counter());
    expect(fields.impactedScopes).toEqual(['TWO', 'THREE']);
    expect(fields.parameters).toEqual([
      { uuid: 'uuid-1', type: 'NUMBER', name: 'kWhSaved', label: 'Electricity saved', hint: null, valueNumber: 12_000, valueText: null, unit: 'kWh'.padEnd(planLimits.shortText, '.'), comments: null },
    ]);
    expect(fields.formulas.map((formula) => [formula.uuid, formula.scope, formula.ghgCategory, formula.expression, formula.averageImpact])).toEqual([
      ['uuid-2', 'TWO', 'PURCHASED_ELECTRICITY', '-ef.electricity_fr * p.kWhSaved', 0],
      ['uuid-3', 'THREE', 'FUEL_AND_ENERGY_RELATED_ACTIVITIES', '-ef.electricity_upstream * p.kWhSaved', 0],
      ['uuid-4', 'TWO', 'PURCHASED_ELECTRICITY', '-0.1 * p.kWhSaved', 0],
    ]);
    expect(fields).toMatchObject({ actionDescription: 'Replace fluorescent tubes.', baselineScenario: 'Fluorescent tubes', type: 'QUANTITATIVE', imageUuid: null });
  });
});
