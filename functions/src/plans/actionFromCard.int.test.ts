import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDieselFactor, useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { createModule, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * `decarbonizationAction.create` from an action card: the card's texts, parameters and formulas
 * copied into a new SUGGESTED action, the formulas evaluated on the plan's baseline year, and
 * the card's operational category found on the plan by name or added to it.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('L'), labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' });


async function ecoDrivingCard(diesel: string, category: { en: string; fr: string }) {
  return api.ok(
    'actionCard.create',
    {
      nameEn: unique('Eco-driving training'),
      nameFr: 'Formation à l’écoconduite',
      description: 'Train every driver to eco-driving.',
      baselineScenario: 'No training',
      operationalCategoryEn: category.en,
      operationalCategoryFr: category.fr,
      type: 'QUANTITATIVE',
      imageUuid: null,
      parameters: [{ name: 'litres', type: 'NUMBER', label: 'Diesel saved a year', hint: 'From the fuel cards', unit: 'L', valueNumber: 1000 }],
      formulas: [{ label: 'Fuel saved', scope: 'ONE', ghgCategory: 'MOBILE_COMBUSTION', expression: `-p.litres * ef["${diesel}"]` }],
    },
    world.analyst,
  );
}

async function planOf2023(categories: { uuid: string; name: string }[]) {
  const module = await createModule(world.assetA, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2023 });
  const { plan } = await api.ok('decarbonizationPlan.get', { uuid: module.uuid }, world.analyst);
  await api.ok('decarbonizationPlan.update', { uuid: plan.uuid, expectedVersion: plan.version, operationalCategories: categories }, world.analyst);
  return plan.uuid as string;
}

describe('an action made from an action card', () => {
  it('copies the card in the plan’s language, evaluates its formulas on the baseline year and files it under the plan’s category of the same name', async () => {
    const diesel = await createDieselFactor(api, world);
    const card = await ecoDrivingCard(diesel, { en: 'Fleet', fr: 'Flotte de véhicules' });
    const fleet = { uuid: randomUUID(), name: 'FLOTTE DE VEHICULES' };
    const planUuid = await planOf2023([fleet]);

    const action: WireJson = await api.ok('decarbonizationAction.create', { planUuid, actionCardUuid: card.uuid }, world.analyst);
    expect(action).toMatchObject({
      // A plan is French by default: the card's French name.
      name: 'Formation à l’écoconduite',
      status: 'SUGGESTED',
      displayId: 1,
      actionDescription: 'Train every driver to eco-driving.',
      baselineScenario: 'No training',
      type: 'QUANTITATIVE',
      imageUuid: null,
      operationalCategoryUuid: fleet.uuid,
      impactedScopes: ['ONE'],
      parameters: [{ name: 'litres', type: 'NUMBER', label: 'Diesel saved a year', hint: 'From the fuel cards', unit: 'L', valueNumber: 1000, valueText: null }],
      votes: [],
    });
    // 1000 L × 3.2 kgCO2e/L (the 2023 value), as a reduction; to 1e-6 kgCO2e.
    expect(action.carbonImpact).toBeCloseTo(-3200, 6);
    expect(action.formulas[0]).toMatchObject({
      label: 'Fuel saved',
      scope: 'ONE',
      ghgCategory: 'MOBILE_COMBUSTION',
      evaluationError: null,
      emissionFactors: [{ name: diesel, value: 3.2, sourceVersion: 'v23' }],
    });
    expect(action.formulas[0].averageImpact).toBeCloseTo(-3200, 6);
    // The action's formula and parameter are its own, not the card's.
    expect(action.formulas[0].uuid).not.toBe(card.formulas[0].uuid);

    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    expect(plan.operationalCategories).toEqual([fleet]);
  });

  it('adds the card’s category to a plan that lacks it, takes a given name, and answers NOT_FOUND for an unknown card', async () => {
    const diesel = await createDieselFactor(api, world);
    const card = await ecoDrivingCard(diesel, { en: 'Logistics', fr: 'Logistique' });
    const planUuid = await planOf2023([{ uuid: randomUUID(), name: 'Buildings' }]);

    const action = await api.ok('decarbonizationAction.create', { planUuid, actionCardUuid: card.uuid, name: 'Eco-driving for the vans' }, world.analyst);
    expect(action.name).toBe('Eco-driving for the vans');
    const { plan, actions } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    const added = plan.operationalCategories.find((category: WireJson) => category.name === 'Logistique');
    expect(added).toBeDefined();
    expect(action.operationalCategoryUuid).toBe(added.uuid);
    expect(plan.operationalCategories).toHaveLength(2);

    // A second action of the same card finds the category now on the plan.
    const again = await api.ok('decarbonizationAction.create', { planUuid, actionCardUuid: card.uuid }, world.analyst);
    expect(again).toMatchObject({ displayId: 2, operationalCategoryUuid: added.uuid });

    const missing = await api.call('decarbonizationAction.create', { planUuid, actionCardUuid: randomUUID() }, world.analyst);
    expect({ status: missing.status, message: missing.body.error?.message }).toEqual({ status: 404, message: 'Action card not found' });
    const after = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    expect(after.actions).toHaveLength(actions.length + 1);

    // Only staff create actions, from a card as otherwise.
    const client = await api.call('decarbonizationAction.create', { planUuid, actionCardUuid: card.uuid }, world.clientA);
    expect(client.status).toBe(403);
  });
});
