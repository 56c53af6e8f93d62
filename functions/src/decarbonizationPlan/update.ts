import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { staffEditsPlan } from '@cairn/shared/plans/workflow';
import { decarbonizationPlans } from '../lib/data/decarbonizationPlan.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planOf } from '../lib/plans/store.ts';

/** Changes the plan's sections on the version the staff read; a snapshot is never edited. */
export const handler = defineProcedure('decarbonizationPlan.update', async ({ uuid, expectedVersion, ...changes }, { user, owner, notifyAsset }) => {
  const plan = await planOf(owner, user.uuid);
  if (!staffEditsPlan(plan.type)) throw new AppError('CONFLICT', say('server.plan.snapshot'));
  const updated = await decarbonizationPlans.update({ uuid }, changes, user.uuid, { expectedVersion });
  notifyAsset(owner.assetUuid);
  return updated;
});
