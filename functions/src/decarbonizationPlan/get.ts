import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planOf, snapshotOf } from '../lib/plans/store.ts';

/** A plan for the staff: the live plan (its defaults on first read), its actions and its delivered snapshot. */
export const handler = defineProcedure('decarbonizationPlan.get', async (_input, { user, owner }) => {
  const plan = await planOf(owner, user.uuid);
  const [actions, snapshot] = await Promise.all([actionsOf(plan.uuid), snapshotOf(plan.uuid)]);
  return { plan, actions, snapshot };
});
