import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { sayValidation } from '@cairn/shared/validationMessageTexts';
import { randomUUID } from 'node:crypto';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { nextDisplayId, planOf, writeActions } from '../lib/plans/store.ts';

/** A client's suggestion: a new SUGGESTED action under the next display id. */
export const handler = defineProcedure('decarbonizationPlan.suggestAction', async ({ title, operationalCategoryUuid, actionDescription }, { user, owner, notifyAsset }) => {
  const plan = await planOf(owner, user.uuid);
  if (operationalCategoryUuid !== null && !plan.operationalCategories.some((category) => category.uuid === operationalCategoryUuid)) {
    throw invalidInput([fieldIssue(['operationalCategoryUuid'], sayValidation('validation.message.invalid'))]);
  }
  const uuid = randomUUID();
  await writeActions(plan.uuid, user.uuid, (state) => {
    const displayId = nextDisplayId(state);
    const record = { uuid, planUuid: plan.uuid, assetUuid: plan.assetUuid, displayId, name: title, operationalCategoryUuid, actionDescription, status: 'SUGGESTED' as const };
    return { items: [decarbonizationActions.ops.create(record, user.uuid)], setChange: { lastDisplayId: displayId }, result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: plan.uuid, uuid }, { consistent: true });
});
