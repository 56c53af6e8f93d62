import { AppError, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { staffEditsAction } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { derivedFigures } from '../lib/plans/actions.ts';
import { actionIn, planKind, writeActions } from '../lib/plans/store.ts';

/** The fields an action's carbon impact and marginal abatement cost are computed from. */
const figureInputs = ['formulas', 'parameters', 'investments', 'implementationStartDate', 'type', 'proportionalToGrowth'] as const;

/** Changes an action's fields while the workflow lets staff edit it, on the version they read. */
export const handler = defineProcedure('decarbonizationAction.update', async ({ uuid, expectedVersion, ...changes }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, async (state) => {
    const action = actionIn(state, uuid);
    if (action.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
    if (!staffEditsAction({ type: state.plan.type, kind: planKind(state.plan), workshopTwoDone: state.plan.workshopTwoDone }, action)) {
      throw new AppError('CONFLICT', say('server.plan.actionLocked'));
    }
    // New formulas, parameters, cost lines or dates change the figures they give: evaluated again in the same write.
    const refigured = figureInputs.some((field) => changes[field] !== undefined);
    const derived = refigured ? await derivedFigures(state.plan, { ...action, ...changes }) : {};
    return { items: [decarbonizationActions.ops.replace(action, { ...changes, ...derived }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
