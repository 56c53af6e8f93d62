import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { planWorkflowMessages } from '@cairn/shared/plans/model';
import { statusChangeRefusal } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { actionIn, workflowAction, workflowPlan, writeActions } from '../lib/plans/store.ts';

/**
 * Moves an action as the workflow offers it, for the client and the staff alike. The check reads
 * every action of the plan and the write commits only if none changed meanwhile (`writeActions`):
 * ten submits at once against a maximum of three store exactly three.
 */
export const handler = defineProcedure('action.updateStatus', async ({ uuid, status }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, uuid);
    const refusal = statusChangeRefusal(workflowPlan(state.plan), workflowAction(action), state.actions.map(workflowAction), status);
    if (refusal) throw new AppError('CONFLICT', say(planWorkflowMessages[refusal]));
    return { items: [decarbonizationActions.ops.replace(action, { status }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
