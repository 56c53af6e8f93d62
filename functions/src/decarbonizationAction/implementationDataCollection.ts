import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { implementationDateIssues } from '@cairn/shared/plans/actionRules';
import { implementationDatesEditable } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { conflict, derivedFigures, requireClientEdits } from '../lib/plans/actions.ts';
import { actionIn, writeActions } from '../lib/plans/store.ts';

/** The client's data collection of an action's implementation dates, only while it is SUGGESTED (spec 2 section 4). */
export const handler = defineProcedure('decarbonizationAction.implementationDataCollection', async ({ uuid, ...dates }, { user, owner, notifyAsset }) => {
  await requireClientEdits(user, owner.planUuid);
  await writeActions(owner.planUuid, user.uuid, async (state) => {
    const action = actionIn(state, uuid);
    if (!implementationDatesEditable(action)) throw conflict('server.plan.datesLocked');
    const defined = Object.fromEntries(Object.entries(dates).filter(([, value]) => value !== undefined)) as typeof dates;
    const next = { ...action, ...defined };
    const issues = implementationDateIssues(next.implementationStartDate, next.implementationEndDate);
    if (issues.length) throw invalidInput(issues.map((issue) => fieldIssue(issue.path, say('validation.message.invalidDates'))));
    const derived = await derivedFigures(state.plan, next);
    return { items: [decarbonizationActions.ops.replace(action, { ...defined, ...derived }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
