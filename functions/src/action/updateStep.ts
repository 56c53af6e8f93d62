import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { missingPart } from '../lib/plans/actions.ts';
import { actionIn, writeActions } from '../lib/plans/store.ts';

/** Ticks a step of an action's implementation, or sets its deadline (the first of a month, or none). */
export const handler = defineProcedure('action.updateStep', async (input, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, input.actionUuid);
    if (!action.implementationSteps.some((step) => step.uuid === input.stepUuid)) throw missingPart('server.plan.unknownStep');
    const change = input.action === 'SetDone' ? { done: input.done } : { deadline: input.deadline };
    const implementationSteps = action.implementationSteps.map((step) => (step.uuid === input.stepUuid ? { ...step, ...change } : step));
    return { items: [decarbonizationActions.ops.replace(action, { implementationSteps, implementationTabLastUpdate: now() }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid: input.actionUuid }, { consistent: true });
});
