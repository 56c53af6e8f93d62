import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { sayValidation } from '@cairn/shared/validationMessageTexts';
import { isStaff } from '@cairn/shared/access';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { derivedFigures, missingPart, requireClientEdits, requireStaffEdits } from '../lib/plans/actions.ts';
import { actionIn, writeActions } from '../lib/plans/store.ts';

/**
 * One parameter's number, text or comments, then the action's formulas evaluated again with it:
 * the carbon impact and the marginal abatement cost follow in the same write.
 */
export const handler = defineProcedure('decarbonizationAction.parameterUpdate', async ({ uuid, parameterUuid, ...change }, { user, owner, notifyAsset }) => {
  await requireClientEdits(user, owner.planUuid);
  await writeActions(owner.planUuid, user.uuid, async (state) => {
    const action = actionIn(state, uuid);
    if (isStaff(user)) requireStaffEdits(state.plan, action);
    const parameter = action.parameters.find((candidate) => candidate.uuid === parameterUuid);
    if (!parameter) throw missingPart('server.plan.unknownParameter');
    // A number for a NUMBER parameter, a text for a TEXT one: the other field is not its value.
    const wrongField = parameter.type === 'NUMBER' ? 'valueText' : 'valueNumber';
    if (change[wrongField] !== undefined && change[wrongField] !== null) throw invalidInput([fieldIssue([wrongField], sayValidation('validation.message.invalid'))]);
    const changed = {
      ...parameter,
      ...(change.valueNumber !== undefined ? { valueNumber: change.valueNumber } : {}),
      ...(change.valueText !== undefined ? { valueText: change.valueText } : {}),
      ...(change.comments !== undefined ? { comments: change.comments } : {}),
    };
    const parameters = action.parameters.map((candidate) => (candidate.uuid === parameterUuid ? changed : candidate));
    const derived = await derivedFigures(state.plan, { ...action, parameters });
    return { items: [decarbonizationActions.ops.replace(action, { parameters, ...derived }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
