import { isStaff } from '@cairn/shared/access';
import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { implementationDateIssues } from '@cairn/shared/plans/actionRules';
import { implementationDatesEditable } from '@cairn/shared/plans/workflow';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { conflict, derivedFigures, requireClientEdits } from '../lib/plans/actions.ts';
import { actionIn, writeActions } from '../lib/plans/store.ts';

/**
 * An action's implementation: its leader (a member of the plan's team), dates, steps and
 * indicators; only the fields sent change. Following an implementation goes on after delivery,
 * so only a change of dates is held by the client's rules (SUGGESTED, before the send-report
 * stage), as in the data collection: no second way round them.
 */
export const handler = defineProcedure('decarbonizationAction.implementationUpdate', async ({ uuid, ...change }, { user, owner, notifyAsset }) => {
  const changesDates = change.implementationStartDate !== undefined || change.implementationEndDate !== undefined;
  if (changesDates) await requireClientEdits(user, owner.planUuid);
  await writeActions(owner.planUuid, user.uuid, async (state) => {
    const action = actionIn(state, uuid);
    if (changesDates && !isStaff(user) && !implementationDatesEditable(action)) throw conflict('server.plan.datesLocked');
    if (change.actionLeaderUuid && !state.plan.teamMembers.some((member) => member.uuid === change.actionLeaderUuid)) {
      throw invalidInput([fieldIssue(['actionLeaderUuid'], say('server.plan.unknownTeamMember'))]);
    }
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as typeof change;
    const next = { ...action, ...defined };
    const dateIssues = implementationDateIssues(next.implementationStartDate, next.implementationEndDate);
    if (dateIssues.length) throw invalidInput(dateIssues.map((issue) => fieldIssue(issue.path, say('validation.message.invalidDates'))));
    // The start date opens the cost window: the marginal abatement cost follows it.
    const derived = changesDates ? await derivedFigures(state.plan, next) : {};
    return { items: [decarbonizationActions.ops.replace(action, { ...defined, ...derived, implementationTabLastUpdate: now() }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid: owner.planUuid, uuid }, { consistent: true });
});
