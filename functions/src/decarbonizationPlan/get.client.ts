import { isStaff } from '@cairn/shared/access';
import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { decarbonizationPlanOwner } from '../lib/owners/decarbonizationPlan.ts';
import { planOf, snapshotOf } from '../lib/plans/store.ts';

/**
 * A plan for its client: the delivered snapshot once there is one (unless the live plan is asked
 * for), else the live plan. An investor (an institution holding the plan's asset) reads what was
 * delivered, never the plan at work: anything else answers as a missing plan.
 */
export const handler = defineProcedure('decarbonizationPlan.get.client', async ({ isSnapshotIgnored }, { user, owner }) => {
  const investor = !isStaff(user) && user.asset?.uuid !== owner.assetUuid;
  if (investor) {
    const snapshot = isSnapshotIgnored ? null : await snapshotOf(owner.uuid);
    if (!snapshot) throw decarbonizationPlanOwner.refusal();
    return { plan: snapshot.plan, actions: snapshot.actions, isSnapshot: true, deliveredAt: snapshot.deliveredAt };
  }
  const plan = await planOf(owner, user.uuid);
  const snapshot = isSnapshotIgnored ? null : await snapshotOf(plan.uuid);
  if (snapshot) return { plan: snapshot.plan, actions: snapshot.actions, isSnapshot: true, deliveredAt: snapshot.deliveredAt };
  return { plan, actions: await actionsOf(plan.uuid), isSnapshot: false, deliveredAt: null };
});
