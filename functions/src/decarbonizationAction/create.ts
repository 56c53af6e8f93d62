import { randomUUID } from 'node:crypto';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { actionIn, nextDisplayId, planOf, writeActions } from '../lib/plans/store.ts';

/** A new SUGGESTED action, blank or copied from one of the plan's (without its votes), under the next display id. */
export const handler = defineProcedure('decarbonizationAction.create', async (input, { user, owner, notifyAsset }) => {
  const plan = await planOf(owner, user.uuid);
  const uuid = randomUUID();
  await writeActions(plan.uuid, user.uuid, (state) => {
    const displayId = nextDisplayId(state);
    const source = 'decarbonizationActionToDuplicateUuid' in input ? actionIn(state, input.decarbonizationActionToDuplicateUuid) : null;
    const { version: _version, createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...copied } = source ?? {};
    const record = { ...copied, uuid, planUuid: plan.uuid, assetUuid: plan.assetUuid, displayId, name: input.name, status: 'SUGGESTED' as const, votes: [] };
    return { items: [decarbonizationActions.ops.create(record, user.uuid)], setChange: { lastDisplayId: displayId }, result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: plan.uuid, uuid }, { consistent: true });
});
