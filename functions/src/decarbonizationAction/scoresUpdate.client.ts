import { changedScoreNames, changedScores, clientScoreRefusal } from '@cairn/shared/plans/actionRules';
import { showsScoresAndFinancials } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { conflict, requireClientEdits } from '../lib/plans/actions.ts';
import { actionIn, planKind, writeActions } from '../lib/plans/store.ts';

/**
 * The client's score form: feasibility, opportunity and risk, and the carbon-impact score once the
 * carbon impact is shown; a score it may not set refuses the whole change, so nothing is written.
 */
export const handler = defineProcedure('decarbonizationAction.scoresUpdate.client', async ({ uuid, ...change }, { user, owner, notifyAsset }) => {
  await requireClientEdits(user, owner.planUuid);
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, uuid);
    if (!showsScoresAndFinancials(planKind(state.plan), action.status)) throw conflict('server.plan.scoresHidden');
    for (const name of changedScoreNames(change)) {
      const refusal = clientScoreRefusal(name, action);
      if (refusal) throw conflict(refusal);
    }
    return { items: [decarbonizationActions.ops.replace(action, { scores: changedScores(action.scores, change) }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
