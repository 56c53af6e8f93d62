import type { InputOf } from '@cairn/shared/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

async function freshPlan(type: 'DECARBONIZATION_PLAN' | 'DECARBONIZATION_TRAJECTORY' = 'DECARBONIZATION_TRAJECTORY') {
  const module = await createModule(world.assetUuid, { type, status: type === 'DECARBONIZATION_PLAN' ? 'PREPARE_WORKSHOP_2' : 'ONGOING', year: 2024 });
  const { plan } = await api.ok('decarbonizationPlan.get', { uuid: module.uuid }, world.analyst);
  return plan as WireJson;
}

async function updatePlan(plan: WireJson, changes: Omit<InputOf<'decarbonizationPlan.update'>, 'uuid' | 'expectedVersion'>) {
  const { plan: current } = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
  return api.ok('decarbonizationPlan.update', { uuid: plan.uuid, expectedVersion: current.version, ...changes }, world.analyst);
}

const newAction = (planUuid: string, name: string) => api.ok('decarbonizationAction.create', { planUuid, name }, world.analyst);

const refusal = async (answer: Promise<{ status: number; body: WireJson }>) => {
  const { status, body } = await answer;
  return { status, message: body.error?.message as string | undefined };
};

describe('a decarbonization plan', () => {
  it('starts with its defaults on the staff’s first read: the module’s uuid and year, EURO, no action', async () => {
    const module = await createModule(world.assetUuid, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2023 });
    const read = await api.ok('decarbonizationPlan.get', { uuid: module.uuid }, world.analyst);
    expect(read).toMatchObject({
      plan: { uuid: module.uuid, type: 'PLAN', isTrajectory: false, baselineCurrency: 'EURO', baselineYear: 2023, annualGrowth: 0, maximumActionCount: null, version: 1 },
      actions: [],
      snapshot: null,
    });
    // A second read finds the same plan, not a new one.
    expect((await api.ok('decarbonizationPlan.get', { uuid: module.uuid }, world.analyst)).plan.createdAt).toBe(read.plan.createdAt);
  });

  it('is not found for a module of another type', async () => {
    const footprint = await createModule(world.assetUuid);
    expect(await refusal(api.call('decarbonizationPlan.get', { uuid: footprint.uuid }, world.analyst))).toEqual({ status: 404, message: 'Decarbonization plan not found' });
  });

  it('checks SBT targets: at least one, and a SCOPE_3 target’s categories and physical key figure, each Required on its field', async () => {
    const plan = await freshPlan();
    const target = { uuid: randomUUID(), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'PHYSICAL_INTENSITY' } as const;
    const { status, body } = await api.call(
      'decarbonizationPlan.update',
      { uuid: plan.uuid, expectedVersion: plan.version, sbtTrajectories: [{ type: 'SCOPE_1', targets: [] }, { type: 'SCOPE_3', targets: [target] }] },
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['sbtTrajectories', 0, 'targets'], message: 'Required' }),
        expect.objectContaining({ path: ['sbtTrajectories', 1, 'targets', 0, 'ghgCategories'], message: 'Required' }),
        expect.objectContaining({ path: ['sbtTrajectories', 1, 'targets', 0, 'physicalKeyFigureUuid'], message: 'Required' }),
      ]),
    );
    const keyFigure = { uuid: randomUUID(), label: 'Tonnes shipped', unit: 't', baselineValue: 1200, growthProjection: 3 };
    const saved = await api.ok(
      'decarbonizationPlan.update',
      {
        uuid: plan.uuid,
        expectedVersion: plan.version,
        keyFigures: [keyFigure],
        sbtTrajectories: [{ type: 'SCOPE_3', targets: [{ ...target, ghgCategories: ['BUSINESS_TRAVEL'], physicalKeyFigureUuid: keyFigure.uuid }] }],
      },
      world.analyst,
    );
    expect(saved).toMatchObject({ version: plan.version + 1, keyFigures: [keyFigure], sbtTrajectories: [{ type: 'SCOPE_3' }] });
    // The form read before that save is stale.
    expect(await refusal(api.call('decarbonizationPlan.update', { uuid: plan.uuid, expectedVersion: plan.version, annualGrowth: 2 }, world.analyst))).toMatchObject({ status: 409 });
  });

  it('numbers actions from 1, duplicates one without its votes, and deletes one', async () => {
    const plan = await freshPlan();
    const first = await newAction(plan.uuid, 'LED lighting');
    const edited = await api.ok('decarbonizationAction.update', { uuid: first.uuid, expectedVersion: first.version, carbonImpact: -12_000, impactedScopes: ['TWO'] }, world.analyst);
    const copy = await api.ok('decarbonizationAction.create', { planUuid: plan.uuid, decarbonizationActionToDuplicateUuid: first.uuid, name: 'LED lighting, warehouse' }, world.analyst);
    expect([first.displayId, copy.displayId]).toEqual([1, 2]);
    expect(copy).toMatchObject({ name: 'LED lighting, warehouse', carbonImpact: -12_000, impactedScopes: ['TWO'], status: 'SUGGESTED', votes: [] });
    expect(await api.ok('decarbonizationAction.delete', { uuid: copy.uuid, expectedVersion: copy.version }, world.analyst)).toEqual({ success: true });
    const { actions } = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
    expect(actions.map((action: WireJson) => action.uuid)).toEqual([edited.uuid]);
    // Display ids are never given twice, even after a deletion.
    expect((await newAction(plan.uuid, 'Heat pumps')).displayId).toBe(3);
  });

  it('lets the client suggest an action and edit the team, whose members vote', async () => {
    const plan = await freshPlan('DECARBONIZATION_PLAN');
    const categoryUuid = randomUUID();
    await updatePlan(plan, { operationalCategories: [{ uuid: categoryUuid, name: 'Buildings' }] });
    const suggested = await api.ok('decarbonizationPlan.suggestAction', { planUuid: plan.uuid, title: 'Insulate the roof', operationalCategoryUuid: categoryUuid, actionDescription: 'Before winter' }, world.client);
    expect(suggested).toMatchObject({ name: 'Insulate the roof', status: 'SUGGESTED', operationalCategoryUuid: categoryUuid, actionDescription: 'Before winter', displayId: 1 });
    const team = await api.ok(
      'decarbonizationPlan.editMembers',
      { planUuid: plan.uuid, teamMembers: [{ action: 'CREATE', name: 'Ada Lovelace', initials: 'AL' }, { action: 'CREATE', name: 'Alan Turing', initials: 'AT' }] },
      world.client,
    );
    const [ada, alan] = team.teamMembers;
    const voted = await api.ok('action.editVotes', { planUuid: plan.uuid, uuid: suggested.uuid, newVotersUuid: [ada.uuid, alan.uuid], removedVotersUuid: [] }, world.client);
    expect(voted.votes).toEqual([{ uuid: ada.uuid, name: 'Ada Lovelace' }, { uuid: alan.uuid, name: 'Alan Turing' }]);
    const { status } = await api.call('action.editVotes', { planUuid: plan.uuid, uuid: suggested.uuid, newVotersUuid: [randomUUID()], removedVotersUuid: [] }, world.client);
    expect(status).toBe(400);
    // A deleted member's votes go with them.
    await api.ok('decarbonizationPlan.editMembers', { planUuid: plan.uuid, teamMembers: [{ action: 'DELETE', uuid: alan.uuid }] }, world.client);
    const { actions } = await api.ok('decarbonizationPlan.get.client', { uuid: plan.uuid }, world.client);
    expect(actions[0].votes).toEqual([{ uuid: ada.uuid, name: 'Ada Lovelace' }]);
  });
});

describe('action statuses', () => {
  it('refuses a submit past the maximum of quantified actions, qualitative ones aside', async () => {
    const plan = await freshPlan();
    await updatePlan(plan, { maximumActionCount: 1 });
    const [first, second, qualitative] = await Promise.all(['Electric vans', 'Rail freight', 'Train the buyers'].map((name) => newAction(plan.uuid, name)));
    await api.ok('decarbonizationAction.update', { uuid: qualitative.uuid, expectedVersion: qualitative.version, type: 'QUALITATIVE' }, world.analyst);
    expect(await api.ok('action.updateStatus', { uuid: first.uuid, status: 'SUBMITTED' }, world.client)).toMatchObject({ status: 'SUBMITTED' });
    expect(await refusal(api.call('action.updateStatus', { uuid: second.uuid, status: 'SUBMITTED' }, world.client))).toEqual({
      status: 409,
      message: 'You have reached the maximum number of quantified actions',
    });
    expect(await api.ok('action.updateStatus', { uuid: qualitative.uuid, status: 'SUBMITTED' }, world.client)).toMatchObject({ status: 'SUBMITTED' });
    // A move the workflow does not offer, and a submitted action still waiting for its impact.
    expect(await refusal(api.call('action.updateStatus', { uuid: second.uuid, status: 'SELECTED' }, world.client))).toEqual({ status: 409, message: 'This action cannot move to this status' });
    expect(await refusal(api.call('action.updateStatus', { uuid: first.uuid, status: 'SELECTED' }, world.client))).toEqual({ status: 409, message: 'This action is waiting for its carbon impact' });
    const { actions } = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
    expect(actions.find((action: WireJson) => action.uuid === second.uuid).status).toBe('SUGGESTED');
  });

  it('counts the trajectory’s actions on the client’s home once it has some: suggested ones, then submitted ones once there are any', async () => {
    const plan = await freshPlan();
    const homeCount = async () => {
      const { modules } = await api.ok('dashboard.get', {}, world.client);
      return modules.find((module: WireJson) => module.uuid === plan.uuid)?.actionCount;
    };
    // No action yet: the module's own counts (none for a module made here).
    expect(await homeCount()).toBeNull();
    const [first] = await Promise.all(['Heat pumps', 'LED lighting'].map((name) => newAction(plan.uuid, name)));
    expect(await homeCount()).toBe(2);
    await api.ok('action.updateStatus', { uuid: first.uuid, status: 'SUBMITTED' }, world.client);
    expect(await homeCount()).toBe(1);
  });

  it('stores exactly the maximum when ten submits arrive at once', async () => {
    const plan = await freshPlan();
    await updatePlan(plan, { maximumActionCount: 3 });
    const actions = [];
    for (let i = 1; i <= 10; i++) actions.push(await newAction(plan.uuid, `Action ${i}`));
    const answers = await Promise.all(actions.map((action) => api.call('action.updateStatus', { uuid: action.uuid, status: 'SUBMITTED' }, world.client)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 409, message: 'You have reached the maximum number of quantified actions' });
    }
    const stored = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
    expect(stored.actions.filter((action: WireJson) => action.status === 'SUBMITTED')).toHaveLength(3);
  });

  it('refuses every move once workshop three is done, and staff edits once the workflow locks the action', async () => {
    const plan = await freshPlan();
    const action = await newAction(plan.uuid, 'Solar panels');
    await api.ok('action.updateStatus', { uuid: action.uuid, status: 'SUBMITTED' }, world.client);
    const shown = await api.ok('decarbonizationAction.update', { uuid: action.uuid, expectedVersion: action.version + 1, showCarbonImpact: true }, world.analyst);
    await api.ok('action.updateStatus', { uuid: action.uuid, status: 'SELECTED' }, world.client);
    // A trajectory's SELECTED action is no longer the staff's to edit.
    expect(await refusal(api.call('decarbonizationAction.update', { uuid: action.uuid, expectedVersion: shown.version + 1, name: 'Solar roof' }, world.analyst))).toEqual({
      status: 409,
      message: 'This action can no longer be edited',
    });
    await updatePlan(plan, { workshopThreeDone: true });
    expect(await refusal(api.call('action.updateStatus', { uuid: action.uuid, status: 'DISMISSED' }, world.client))).toEqual({
      status: 409,
      message: 'Workshop three is done: the actions can no longer change',
    });
    const { actions } = await api.ok('decarbonizationPlan.get.client', { uuid: plan.uuid, isSnapshotIgnored: true }, world.client);
    expect(actions[0].status).toBe('SELECTED');
  });
});

describe('another client', () => {
  it('can neither read nor change a plan or an action of another asset', async () => {
    const plan = await freshPlan();
    const action = await newAction(plan.uuid, 'Green electricity contract');
    const otherAsset = await createAsset();
    const intruder = await createUser({ assetUuid: otherAsset.uuid });
    const token = await tokenOf(api, intruder.username);
    const notFoundPlan = { status: 404, message: 'Decarbonization plan not found' };
    expect(await refusal(api.call('decarbonizationPlan.get.client', { uuid: plan.uuid }, token))).toEqual(notFoundPlan);
    expect(await refusal(api.call('decarbonizationPlan.suggestAction', { planUuid: plan.uuid, title: 'Mine', operationalCategoryUuid: null, actionDescription: null }, token))).toEqual(notFoundPlan);
    expect(await refusal(api.call('decarbonizationPlan.editMembers', { planUuid: plan.uuid, teamMembers: [{ action: 'CREATE', name: 'Eve', initials: 'E' }] }, token))).toEqual(notFoundPlan);
    expect(await refusal(api.call('action.editVotes', { planUuid: plan.uuid, uuid: action.uuid, newVotersUuid: [], removedVotersUuid: [] }, token))).toEqual(notFoundPlan);
    expect(await refusal(api.call('action.updateStatus', { uuid: action.uuid, status: 'SUBMITTED' }, token))).toEqual({ status: 404, message: 'Decarbonization action not found' });
    // Nothing was written.
    const { plan: after, actions } = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
    expect({ version: after.version, teamMembers: after.teamMembers, actions: actions.map((a: WireJson) => [a.status, a.version]) }).toEqual({
      version: plan.version,
      teamMembers: [],
      actions: [['SUGGESTED', action.version]],
    });
  });
});

describe('delivery', () => {
  it('is refused until the quantification (trajectory) or workshop three (plan) is done', async () => {
    const trajectory = await freshPlan('DECARBONIZATION_TRAJECTORY');
    expect(await refusal(api.call('decarbonizationPlan.deliver', { uuid: trajectory.uuid }, world.analyst))).toEqual({ status: 409, message: 'Actions quantification step is not marked as done' });
    const plan = await freshPlan('DECARBONIZATION_PLAN');
    expect(await refusal(api.call('decarbonizationPlan.deliver', { uuid: plan.uuid }, world.analyst))).toEqual({ status: 409, message: 'Workshop three is not done' });
    expect((await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst)).snapshot).toBeNull();
  });

  it('freezes the plan and its actions: a later edit changes the live plan, not the delivered one', async () => {
    const plan = await freshPlan('DECARBONIZATION_PLAN');
    const action = await newAction(plan.uuid, 'Reduce business travel');
    await updatePlan(plan, { workshopThreeDone: true });
    const delivered = await api.ok('decarbonizationPlan.deliver', { uuid: plan.uuid }, world.analyst);
    expect(delivered).toMatchObject({ plan: { uuid: plan.uuid, type: 'PLAN_SNAPSHOT', workshopThreeDone: true }, actions: [{ uuid: action.uuid, name: 'Reduce business travel' }] });

    await api.ok('decarbonizationAction.update', { uuid: action.uuid, expectedVersion: action.version, name: 'Halve business travel', carbonImpact: -50_000 }, world.analyst);
    await updatePlan(plan, { annualGrowth: 4 });

    const staff = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
    expect(staff.actions[0].name).toBe('Halve business travel');
    expect(staff.snapshot).toEqual(delivered);
    const client = await api.ok('decarbonizationPlan.get.client', { uuid: plan.uuid }, world.client);
    expect(client).toMatchObject({ isSnapshot: true, deliveredAt: delivered.deliveredAt, plan: { type: 'PLAN_SNAPSHOT', annualGrowth: 0 }, actions: [{ name: 'Reduce business travel', carbonImpact: null }] });
    const live = await api.ok('decarbonizationPlan.get.client', { uuid: plan.uuid, isSnapshotIgnored: true }, world.client);
    expect(live).toMatchObject({ isSnapshot: false, deliveredAt: null, plan: { type: 'PLAN', annualGrowth: 4 }, actions: [{ name: 'Halve business travel' }] });
  });
});
