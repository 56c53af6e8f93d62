import { AppError, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { staffEditsAction } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { actionIn, planKind, writeActions } from '../lib/plans/store.ts';

/** Deletes an action under the same editing rule as its update, on the version the staff read. */
export const handler = defineProcedure('decarbonizationAction.delete', async ({ uuid, expectedVersion }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, uuid);
    if (action.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
    if (!staffEditsAction({ type: state.plan.type, kind: planKind(state.plan), workshopTwoDone: state.plan.workshopTwoDone }, action)) {
      throw new AppError('CONFLICT', say('server.plan.actionLocked'));
    }
    return { items: [decarbonizationActions.ops.remove({ planUuid: owner.planUuid, uuid }, { expectedVersion })], result: null };
  });
  notifyAsset(owner.assetUuid);
  return { success: true as const };
});
