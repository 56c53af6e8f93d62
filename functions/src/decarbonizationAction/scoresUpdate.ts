import { changedScores } from '@cairn/shared/plans/actionRules';
import { showsScoresAndFinancials } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { conflict, requireStaffEdits } from '../lib/plans/actions.ts';
import { actionIn, planKind, writeActions } from '../lib/plans/store.ts';

/** The staff's score form: any score, while staff may edit the action and its status shows scores. */
export const handler = defineProcedure('decarbonizationAction.scoresUpdate', async ({ uuid, ...change }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, uuid);
    requireStaffEdits(state.plan, action);
    if (!showsScoresAndFinancials(planKind(state.plan), action.status)) throw conflict('server.plan.scoresHidden');
    return { items: [decarbonizationActions.ops.replace(action, { scores: changedScores(action.scores, change) }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
