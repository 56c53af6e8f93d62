import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { missingPart } from '../lib/plans/actions.ts';
import { actionIn, writeActions } from '../lib/plans/store.ts';

/** Sets the current value of one follow-up indicator of an action. */
export const handler = defineProcedure('action.updateFollowUpKPI', async ({ actionUuid, kpiUuid, value }, { user, owner, notifyAsset }) => {
  await writeActions(owner.planUuid, user.uuid, (state) => {
    const action = actionIn(state, actionUuid);
    if (!action.followUpKPIs.some((kpi) => kpi.uuid === kpiUuid)) throw missingPart('server.plan.unknownKpi');
    const followUpKPIs = action.followUpKPIs.map((kpi) => (kpi.uuid === kpiUuid ? { ...kpi, value } : kpi));
    return { items: [decarbonizationActions.ops.replace(action, { followUpKPIs, implementationTabLastUpdate: now() }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid: actionUuid }, { consistent: true });
});
