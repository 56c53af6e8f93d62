import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { deliveryMessages } from '@cairn/shared/plans/model';
import { deliveryBlock } from '@cairn/shared/plans/workflow';
import { now } from '../lib/data/entity.ts';
import { investeeLinks } from '../lib/data/investeeLink.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planKind, planOf, snapshotWrite, writeActions } from '../lib/plans/store.ts';

/**
 * Delivers a plan once the workflow allows it: a frozen copy of the plan and its actions, written
 * in the same serialised write as any action change, so it is exactly the plan at that moment.
 * The institutions holding the plan's asset are told too: their decarbonization dashboards
 * project an INTERNAL investee from this snapshot.
 */
export const handler = defineProcedure('decarbonizationPlan.deliver', async (_input, { user, owner, notifyAsset }) => {
  const { uuid: planUuid } = await planOf(owner, user.uuid);
  const deliveredAt = now();
  const snapshot = await writeActions(planUuid, user.uuid, (state) => {
    const blocked = deliveryBlock({ kind: planKind(state.plan), quantificationDone: state.plan.quantificationDone, workshopThreeDone: state.plan.workshopThreeDone });
    if (blocked) throw new AppError('CONFLICT', say(deliveryMessages[blocked]));
    return {
      items: [snapshotWrite(state, user.uuid, deliveredAt)],
      result: { deliveredAt, plan: { ...state.plan, type: 'PLAN_SNAPSHOT' as const }, actions: state.actions },
    };
  });
  notifyAsset(owner.assetUuid);
  for (const link of await investeeLinks.query('byInvestee', { investeeUuid: owner.assetUuid })) notifyAsset(link.institutionUuid);
  return snapshot;
});
