import { actionFromCard } from '@cairn/shared/plans/cardAction';
import { randomUUID } from 'node:crypto';
import { requireActionCard } from '../lib/data/actionCard.ts';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { derivedFigures } from '../lib/plans/actions.ts';
import { actionIn, nextDisplayId, planOf, writeActions } from '../lib/plans/store.ts';

/**
 * A new SUGGESTED action under the next display id: blank, copied from one of the plan's (without
 * its votes), or made from an action card, its formulas evaluated on the plan's baseline year and
 * the card's operational category added to the plan when the plan lacks it, in the same write.
 */
export const handler = defineProcedure('decarbonizationAction.create', async (input, { user, owner, notifyAsset }) => {
  const plan = await planOf(owner, user.uuid);
  const request =
    'actionCardUuid' in input
      ? { from: 'card' as const, card: await requireActionCard(input.actionCardUuid), name: input.name }
      : { from: 'plan' as const, sourceUuid: 'decarbonizationActionToDuplicateUuid' in input ? input.decarbonizationActionToDuplicateUuid : null, name: input.name };
  const uuid = randomUUID();
  await writeActions(plan.uuid, user.uuid, async (state) => {
    const displayId = nextDisplayId(state);
    const base = { uuid, planUuid: plan.uuid, assetUuid: plan.assetUuid, displayId, status: 'SUGGESTED' as const, votes: [] };
    if (request.from === 'card') {
      const made = actionFromCard(request.card, state.plan, request.name, randomUUID);
      const derived = await derivedFigures(state.plan, { ...made.fields, carbonImpact: null, investments: [], implementationStartDate: null, proportionalToGrowth: false });
      const record = { ...made.fields, ...derived, ...base };
      return {
        items: [decarbonizationActions.ops.create(record, user.uuid)],
        setChange: { lastDisplayId: displayId },
        ...(made.operationalCategories ? { planChange: { operationalCategories: made.operationalCategories } } : {}),
        result: null,
      };
    }
    const source = request.sourceUuid === null ? null : actionIn(state, request.sourceUuid);
    const { version: _version, createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...copied } = source ?? {};
    const record = { ...copied, ...base, name: request.name };
    return { items: [decarbonizationActions.ops.create(record, user.uuid)], setChange: { lastDisplayId: displayId }, result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: plan.uuid, uuid }, { consistent: true });
});
