import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * A decarbonization project's card drives its plan's stage flags in the project's own write
 * (`shared/src/plans/projectSteps.ts`), so the plan's workflow follows what staff tick.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const refusal = async (answer: Promise<{ status: number; body: WireJson }>) => {
  const { status, body } = await answer;
  return { status, message: body.error?.message as string | undefined };
};

async function tick(project: WireJson, steps: WireJson[]) {
  return api.ok('decarbonizationPlan.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps }, world.analyst);
}

describe('a decarbonization project’s card', () => {
  it('closes the client’s moves when workshop three is ticked, and opens them again when it is unticked', async () => {
    const project = await api.ok('project.create', { type: 'DECARBONIZATION', assetUuid: world.assetUuid, year: 2024 }, world.analyst);
    const planUuid = project.moduleUuid as string;
    const action = await api.ok('decarbonizationAction.create', { planUuid, name: 'LED lighting' }, world.analyst);

    const ticked = await tick(project, [
      { step: 'workshopTwo', date: '2024-03-18T14:00', done: true },
      { step: 'workshopThree', date: '2024-04-22T10:00', done: true },
    ]);
    expect(ticked.status).toBe('SEND_REPORT');
    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    expect(plan).toMatchObject({ workshopTwo: '2024-03-18', workshopTwoDone: true, workshopThree: '2024-04-22', workshopThreeDone: true, kickOffDone: false });

    expect(await refusal(api.call('action.updateStatus', { uuid: action.uuid, status: 'SELECTED' }, world.client))).toEqual({
      status: 409,
      message: 'Workshop three is done: the actions can no longer change',
    });
    // Staff may now deliver the plan.
    expect((await api.call('decarbonizationPlan.deliver', { uuid: planUuid }, world.analyst)).status).toBe(200);

    await tick(ticked, [{ step: 'workshopThree', done: false }]);
    const moved = await api.ok('action.updateStatus', { uuid: action.uuid, status: 'SELECTED' }, world.client);
    expect(moved.status).toBe('SELECTED');
    const { plan: reopened } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    expect(reopened).toMatchObject({ workshopThree: '2024-04-22', workshopThreeDone: false, workshopTwoDone: true });
  });

  it('lets a trajectory be delivered once actions quantification is ticked, with its day, and sets its kick-off from the training meeting', async () => {
    const project = await api.ok('project.create', { type: 'DECARBONIZATION_TRAJECTORY', assetUuid: world.assetUuid, year: 2024 }, world.analyst);
    const planUuid = project.moduleUuid as string;
    // The card’s first save writes the plan, which nobody had opened yet, with the flags it sets.
    const planned = await tick(project, [{ step: 'trainingMeeting', date: '2024-09-10T08:00', done: true }]);
    expect((await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst)).plan).toMatchObject({ kickOff: '2024-09-10', kickOffDone: true, quantificationDone: false });
    expect(await refusal(api.call('decarbonizationPlan.deliver', { uuid: planUuid }, world.analyst))).toEqual({
      status: 409,
      message: 'Actions quantification step is not marked as done',
    });

    await tick(planned, [{ step: 'actionsQuantification', date: '2024-10-01', done: true }]);
    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    expect(plan).toMatchObject({ quantificationDone: true, quantificationDate: '2024-10-01', workshopThreeDone: false });
    const delivered = await api.ok('decarbonizationPlan.deliver', { uuid: planUuid }, world.analyst);
    expect(delivered.plan).toMatchObject({ type: 'PLAN_SNAPSHOT', quantificationDone: true });
  });

  it('drives the flags from the project dialog’s steps too', async () => {
    const project = await api.ok('project.create', { type: 'DECARBONIZATION', assetUuid: world.assetUuid, year: 2024 }, world.analyst);
    await api.ok('project.update', { uuid: project.uuid, expectedVersion: project.version, steps: [{ step: 'kickOff', date: '2024-01-15', done: true }] }, world.analyst);
    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: project.moduleUuid }, world.analyst);
    expect(plan).toMatchObject({ kickOff: '2024-01-15', kickOffDone: true, workshopThreeDone: false });
  });
});
