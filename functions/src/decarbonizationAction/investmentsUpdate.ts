import { costsApply, showsScoresAndFinancials } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { conflict, derivedFigures, requireStaffEdits } from '../lib/plans/actions.ts';
import { actionIn, planKind, writeActions } from '../lib/plans/store.ts';

/**
 * Replaces an action's cost lines (checked by the contract) and stores the marginal abatement
 * cost the engine gives over the 10-year cost window, in the same write.
 */
export const handler = defineProcedure('decarbonizationAction.investmentsUpdate', async ({ uuid, investments }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, async (state) => {
    const action = actionIn(state, uuid);
    requireStaffEdits(state.plan, action);
    if (!costsApply(action) || !showsScoresAndFinancials(planKind(state.plan), action.status)) throw conflict('server.plan.costsNotApplicable');
    const derived = await derivedFigures(state.plan, { ...action, investments });
    return { items: [decarbonizationActions.ops.replace(action, { investments, ...derived }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
