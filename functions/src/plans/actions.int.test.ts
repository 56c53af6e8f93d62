import { marginalAbatementCost } from '@cairn/shared/calc/plan';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDieselFactor, useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { createModule, unique } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';
import * as XLSX from '@e965/xlsx';

/*
 * An action's own procedures through the gateway and the emulated table: formulas evaluated
 * against the catalogue of the plan's baseline year, scores, cost lines, implementation, and the
 * rules on who may change what.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('L'), labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' });

const refusal = async (answer: Promise<{ status: number; body: WireJson }>) => {
  const { status, body } = await answer;
  return { status, message: body.error?.message as string | undefined };
};

/** A plan (not a trajectory) of client A's asset, baseline year 2023, with one action, as staff left it. */
async function planWithAction(fields: WireJson = {}) {
  const module = await createModule(world.assetA, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2023 });
  const action = await api.ok('decarbonizationAction.create', { planUuid: module.uuid, name: 'Eco-driving' }, world.analyst);
  const edited = Object.keys(fields).length ? await api.ok('decarbonizationAction.update', { uuid: action.uuid, expectedVersion: action.version, ...fields }, world.analyst) : action;
  return { planUuid: module.uuid as string, action: edited as WireJson };
}


const litres = { uuid: randomUUID(), type: 'NUMBER', name: 'litres', valueNumber: 1000 } as const;

describe('an action’s formulas', () => {
  it('follow a parameter change, with the factor value and source version of the plan’s baseline year', async () => {
    const diesel = await createDieselFactor(api, world);
    const formula = { uuid: randomUUID(), label: 'Fuel saved', scope: 'ONE', expression: `-p.litres * ef["${diesel}"]` };
    const { action } = await planWithAction({ parameters: [litres], formulas: [formula] });
    // 1000 L × 3.2 kgCO2e/L (the 2023 value, not today's 3.1), as a reduction; to 1e-6 kgCO2e.
    expect(action.carbonImpact).toBeCloseTo(-3200, 6);
    expect(action.formulas[0]).toMatchObject({ evaluationError: null, emissionFactors: [{ name: diesel, value: 3.2, sourceVersion: 'v23', source: 'ADEME' }] });

    const changed = await api.ok('decarbonizationAction.parameterUpdate', { uuid: action.uuid, parameterUuid: litres.uuid, valueNumber: 500, comments: 'Fleet report 2023' }, world.clientA);
    expect(changed.carbonImpact).toBeCloseTo(-1600, 6);
    expect(changed.formulas[0].averageImpact).toBeCloseTo(-1600, 6);
    expect(changed.formulas[0].displayedEval).toContain('-1600');
    expect(changed.parameters[0]).toMatchObject({ valueNumber: 500, comments: 'Fleet report 2023' });

    // A text for a NUMBER parameter, or a parameter the action lacks, is refused and writes nothing.
    expect(await refusal(api.call('decarbonizationAction.parameterUpdate', { uuid: action.uuid, parameterUuid: litres.uuid, valueText: 'lots' }, world.clientA))).toMatchObject({ status: 400 });
    expect(await refusal(api.call('decarbonizationAction.parameterUpdate', { uuid: action.uuid, parameterUuid: randomUUID(), valueNumber: 1 }, world.clientA))).toEqual({
      status: 404,
      message: 'This parameter is not one of this action',
    });
    const { actions } = await api.ok('decarbonizationPlan.get.client', { uuid: action.planUuid }, world.clientA);
    expect(actions[0].version).toBe(changed.version);
  });

  it('keep the error of a formula reading an unknown factor, and leave the carbon impact empty', async () => {
    const formula = { uuid: randomUUID(), label: 'Fuel saved', scope: 'ONE', expression: '-p.litres * ef["no-such-factor-in-the-catalogue"]' };
    const { action } = await planWithAction({ parameters: [litres], formulas: [formula] });
    expect(action.carbonImpact).toBeNull();
    expect(action.formulas[0]).toMatchObject({
      averageImpact: 0,
      evaluationError: { text: 'Emission factor no-such-factor-in-the-catalogue not found', key: 'validation.message.emissionFactorNotFound' },
    });
  });
});

describe('scores', () => {
  it('let the client set only its own scores, and clear one', async () => {
    const { action } = await planWithAction();
    expect(await refusal(api.call('decarbonizationAction.scoresUpdate.client', { uuid: action.uuid, cost: { value: 'LOW' } }, world.clientA))).toEqual({
      status: 409,
      message: 'This score is set by the consultant',
    });
    expect(await refusal(api.call('decarbonizationAction.scoresUpdate.client', { uuid: action.uuid, carbonImpact: { value: 'HIGH' } }, world.clientA))).toEqual({
      status: 409,
      message: 'The carbon impact of this action is not shown yet',
    });
    const scored = await api.ok('decarbonizationAction.scoresUpdate.client', { uuid: action.uuid, feasibility: { value: 7, reliability: 'MEDIUM' }, risk: { value: 'LOW' } }, world.clientA);
    // The refusals wrote nothing: this is the first change since the staff's.
    expect(scored.version).toBe(action.version + 1);
    expect(scored.scores).toMatchObject({ feasibility: { value: 7, reliability: 'MEDIUM' }, risk: { value: 'LOW' }, cost: { value: null } });
    const cleared = await api.ok('decarbonizationAction.scoresUpdate.client', { uuid: action.uuid, feasibility: { value: null } }, world.clientA);
    expect(cleared.scores.feasibility).toEqual({ value: null, reliability: 'MEDIUM', comments: null });
    // Feasibility is 0 to 10.
    expect((await api.call('decarbonizationAction.scoresUpdate', { uuid: action.uuid, feasibility: { value: 11 } }, world.analyst)).status).toBe(400);
    const staff = await api.ok('decarbonizationAction.scoresUpdate', { uuid: action.uuid, cost: { value: 'HIGH', comments: 'Two new boilers' } }, world.analyst);
    expect(staff.scores.cost).toEqual({ value: 'HIGH', reliability: null, comments: 'Two new boilers' });
    // Once the carbon impact is shown, the client scores it too.
    const shown = await api.ok('decarbonizationAction.update', { uuid: action.uuid, expectedVersion: staff.version, showCarbonImpact: true }, world.analyst);
    // An update of one field leaves the others as they were.
    expect(shown.scores.cost.value).toBe('HIGH');
    expect((await api.ok('decarbonizationAction.scoresUpdate.client', { uuid: shown.uuid, carbonImpact: { value: 'HIGH' } }, world.clientA)).scores.carbonImpact.value).toBe('HIGH');
  });
});

describe('cost lines', () => {
  it('store the marginal abatement cost the engine gives, checked line by line, on a submitted or selected action only', async () => {
    const { planUuid, action } = await planWithAction({
      implementationStartDate: '2025-01-01',
      formulas: [{ uuid: randomUUID(), label: 'Heat pumps', scope: 'ONE', averageImpact: -20_000, carbonImpactStartYear: 2025 }],
    });
    const capex = { uiId: '1', type: 'CAPEX', startYear: 2025, endYear: 2025, yearlyAmount: 50_000, amortizationYears: 10 } as const;
    const savings = { uiId: '2', type: 'SAVINGS', startYear: 2025, endYear: null, yearlyAmount: 2_000 } as const;
    const lines = [capex, savings];
    expect(await refusal(api.call('decarbonizationAction.investmentsUpdate', { uuid: action.uuid, investments: lines }, world.analyst))).toEqual({
      status: 409,
      message: 'Costs apply only to a quantified action that is submitted or selected',
    });
    await api.ok('action.updateStatus', { uuid: action.uuid, status: 'SELECTED' }, world.clientA);

    const { status, body } = await api.call('decarbonizationAction.investmentsUpdate', { uuid: action.uuid, investments: [{ ...capex, endYear: null }, { ...savings, amortizationYears: 3 }] }, world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['investments', 0, 'endYear'], message: 'Required' }),
        expect.objectContaining({ path: ['investments', 1, 'amortizationYears'], message: 'Only a CAPEX line is amortized' }),
      ]),
    );

    const costed = await api.ok('decarbonizationAction.investmentsUpdate', { uuid: action.uuid, investments: lines }, world.analyst);
    expect(costed.investments).toHaveLength(2);
    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    const expected = marginalAbatementCost(costed, { baselineYear: plan.baselineYear, annualGrowth: plan.annualGrowth });
    // Over 2025-2034: 50,000 of CAPEX − 10 × 2,000 saved, for 10 × 20 tCO2e avoided: 150 per tCO2e, to 1e-6.
    expect(costed.marginalAbatementCost).toBeCloseTo(150, 6);
    expect(expected.costPerTCo2e).toBeCloseTo(150, 6);
  });
});

describe('implementation', () => {
  it('takes the client’s dates only on 1 January or 1 July and only while the action is SUGGESTED', async () => {
    const { action } = await planWithAction();
    expect((await api.call('decarbonizationAction.implementationDataCollection', { uuid: action.uuid, implementationStartDate: '2027-03-01' }, world.clientA)).status).toBe(400);
    const dated = await api.ok('decarbonizationAction.implementationDataCollection', { uuid: action.uuid, implementationStartDate: '2027-07-01' }, world.clientA);
    expect(dated.implementationStartDate).toBe('2027-07-01');
    const { status, body } = await api.call('decarbonizationAction.implementationDataCollection', { uuid: action.uuid, implementationEndDate: '2027-01-01' }, world.clientA);
    expect({ status, issues: body.error.issues }).toMatchObject({ status: 400, issues: [{ path: ['implementationEndDate'], message: 'Invalid dates' }] });

    await api.ok('action.updateStatus', { uuid: action.uuid, status: 'SELECTED' }, world.clientA);
    const locked = { status: 409, message: 'Implementation dates can be entered only while the action is suggested' };
    expect(await refusal(api.call('decarbonizationAction.implementationDataCollection', { uuid: action.uuid, implementationEndDate: '2028-01-01' }, world.clientA))).toEqual(locked);
    // Nor round that rule through the implementation form.
    expect(await refusal(api.call('decarbonizationAction.implementationUpdate', { uuid: action.uuid, implementationEndDate: '2028-01-01' }, world.clientA))).toEqual(locked);
  });

  it('follows the leader, steps and indicators the client sets, one step or value at a time', async () => {
    const { planUuid, action } = await planWithAction();
    const team = await api.ok('decarbonizationPlan.editMembers', { planUuid, teamMembers: [{ action: 'CREATE', name: 'Ada Lovelace', initials: 'AL' }] }, world.clientA);
    const step = { uuid: randomUUID(), name: 'Order the vans' };
    const kpi = { uuid: randomUUID(), name: 'Electric share', targetValue: 80, unit: '%' };
    expect((await api.call('decarbonizationAction.implementationUpdate', { uuid: action.uuid, actionLeaderUuid: randomUUID() }, world.clientA)).status).toBe(400);
    const planned = await api.ok(
      'decarbonizationAction.implementationUpdate',
      { uuid: action.uuid, actionLeaderUuid: team.teamMembers[0].uuid, implementationSteps: [step], followUpKPIs: [kpi] },
      world.clientA,
    );
    expect(planned).toMatchObject({ actionLeaderUuid: team.teamMembers[0].uuid, implementationSteps: [{ ...step, done: false, deadline: null }] });
    expect(planned.implementationTabLastUpdate).not.toBeNull();

    await api.ok('action.updateStep', { actionUuid: action.uuid, stepUuid: step.uuid, action: 'SetDone', done: true }, world.clientA);
    const withDeadline = await api.ok('action.updateStep', { actionUuid: action.uuid, stepUuid: step.uuid, action: 'SetDeadline', deadline: '2027-03-01' }, world.clientA);
    expect(withDeadline.implementationSteps[0]).toMatchObject({ done: true, deadline: '2027-03-01' });
    expect((await api.call('action.updateStep', { actionUuid: action.uuid, stepUuid: step.uuid, action: 'SetDeadline', deadline: '2027-03-15' }, world.clientA)).status).toBe(400);
    expect(await refusal(api.call('action.updateStep', { actionUuid: action.uuid, stepUuid: randomUUID(), action: 'SetDone', done: true }, world.clientA))).toEqual({
      status: 404,
      message: 'This step is not one of this action',
    });
    const measured = await api.ok('action.updateFollowUpKPI', { actionUuid: action.uuid, kpiUuid: kpi.uuid, value: 35 }, world.clientA);
    expect(measured.followUpKPIs[0]).toMatchObject({ value: 35, targetValue: 80 });
  });
});

describe('the client’s reach', () => {
  it('stops at another client’s action, and at its own once the project reaches the send-report stage', async () => {
    const { action } = await planWithAction({ parameters: [litres] });
    const notFound = { status: 404, message: 'Decarbonization action not found' };
    expect(await refusal(api.call('decarbonizationAction.parameterUpdate', { uuid: action.uuid, parameterUuid: litres.uuid, valueNumber: 1 }, world.clientB))).toEqual(notFound);
    expect(await refusal(api.call('decarbonizationAction.scoresUpdate.client', { uuid: action.uuid, risk: { value: 'LOW' } }, world.clientB))).toEqual(notFound);
    expect(await refusal(api.call('decarbonizationAction.implementationDataCollection', { uuid: action.uuid, implementationStartDate: '2027-01-01' }, world.clientB))).toEqual(notFound);
    expect(await refusal(api.call('action.updateFollowUpKPI', { actionUuid: action.uuid, kpiUuid: randomUUID(), value: 1 }, world.clientB))).toEqual(notFound);

    const project = await api.ok('project.create', { type: 'DECARBONIZATION', assetUuid: world.assetA, moduleName: 'Plan 2030', assignedTo: [] }, world.analyst);
    const planAction = await api.ok('decarbonizationAction.create', { planUuid: project.moduleUuid, name: 'Insulate the roof' }, world.analyst);
    await api.ok('decarbonizationAction.update', { uuid: planAction.uuid, expectedVersion: planAction.version, parameters: [litres] }, world.analyst);
    await api.ok('decarbonizationAction.parameterUpdate', { uuid: planAction.uuid, parameterUuid: litres.uuid, valueNumber: 10 }, world.clientA);
    await api.ok('project.update', { uuid: project.uuid, expectedVersion: project.version, status: 'SEND_REPORT' }, world.analyst);
    const locked = { status: 409, message: 'The project has reached the send-report stage: the plan can no longer be changed' };
    expect(await refusal(api.call('decarbonizationAction.parameterUpdate', { uuid: planAction.uuid, parameterUuid: litres.uuid, valueNumber: 20 }, world.clientA))).toEqual(locked);
    expect(await refusal(api.call('decarbonizationAction.scoresUpdate.client', { uuid: planAction.uuid, risk: { value: 'LOW' } }, world.clientA))).toEqual(locked);
    // Staff are not held by it.
    expect((await api.ok('decarbonizationAction.parameterUpdate', { uuid: planAction.uuid, parameterUuid: litres.uuid, valueNumber: 30 }, world.analyst)).parameters[0].valueNumber).toBe(30);
  });
});

describe('the plan’s spreadsheet', () => {
  it('is an XLSX or ODS file of its actions, costs per year and projection, with what a client may not see left blank', async () => {
    const { planUuid, action } = await planWithAction({ carbonImpact: -4_000, scores: { feasibility: { value: 6 } } });
    const staffLink = await api.ok('decarbonizationPlan.downloadSpreadsheet', { planUuid, format: 'XLSX' }, world.analyst);
    expect(staffLink.name.endsWith('.xlsx')).toBe(true);
    const staffBook = XLSX.read(await linkedBytes(staffLink), { type: 'buffer' });
    expect(staffBook.SheetNames).toEqual(['Actions', 'Coûts par année', 'Projection']);
    const staffRows = XLSX.utils.sheet_to_json<unknown[]>(staffBook.Sheets.Actions!, { header: 1, raw: true });
    expect(staffRows[1]).toEqual(expect.arrayContaining([action.displayId, 'Eco-driving', -4_000, 6]));

    const clientLink = await api.ok('decarbonizationPlan.downloadSpreadsheet', { planUuid, format: 'OPEN_DOCUMENT' }, world.clientA);
    expect(clientLink.contentType).toBe('application/vnd.oasis.opendocument.spreadsheet');
    const clientRows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(await linkedBytes(clientLink), { type: 'buffer' }).Sheets.Actions!, { header: 1, raw: true });
    // The consultant has not shown the carbon impact yet.
    expect(clientRows[1]).not.toContain(-4_000);
    expect(await refusal(api.call('decarbonizationPlan.downloadSpreadsheet', { planUuid, format: 'XLSX' }, world.clientB))).toEqual({ status: 404, message: 'Decarbonization plan not found' });
  });
});
