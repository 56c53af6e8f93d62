import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planOf, snapshotOf } from '../lib/plans/store.ts';

/** A plan for its client: the delivered snapshot once there is one (unless the live plan is asked for), else the live plan. */
export const handler = defineProcedure('decarbonizationPlan.get.client', async ({ isSnapshotIgnored }, { user, owner }) => {
  const plan = await planOf(owner, user.uuid);
  const snapshot = isSnapshotIgnored ? null : await snapshotOf(plan.uuid);
  if (snapshot) return { plan: snapshot.plan, actions: snapshot.actions, isSnapshot: true, deliveredAt: snapshot.deliveredAt };
  return { plan, actions: await actionsOf(plan.uuid), isSnapshot: false, deliveredAt: null };
});
