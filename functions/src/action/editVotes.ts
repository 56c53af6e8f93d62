import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { actionIn, planOf, writeActions } from '../lib/plans/store.ts';

/** Adds and removes votes on an action; every voter is a member of the plan's team. */
export const handler = defineProcedure('action.editVotes', async ({ uuid, newVotersUuid, removedVotersUuid }, { user, owner, notifyAsset }) => {
  const { uuid: planUuid } = await planOf(owner, user.uuid);
  await writeActions(planUuid, user.uuid, (state) => {
    const action = actionIn(state, uuid);
    const members = new Map(state.plan.teamMembers.map((member) => [member.uuid, member]));
    const issues = newVotersUuid.flatMap((voter, index) => (members.has(voter) ? [] : [fieldIssue(['newVotersUuid', index], say('server.plan.unknownTeamMember'))]));
    if (issues.length) throw invalidInput(issues);
    const removed = new Set(removedVotersUuid);
    const kept = action.votes.filter((vote) => !removed.has(vote.uuid) && !newVotersUuid.includes(vote.uuid));
    const added = [...new Set(newVotersUuid)].filter((voter) => !removed.has(voter)).map((voter) => ({ uuid: voter, name: members.get(voter)!.name }));
    return { items: [decarbonizationActions.ops.replace(action, { votes: [...kept, ...added] }, user.uuid)], result: null };
  });
  notifyAsset(owner.assetUuid);
  return decarbonizationActions.require({ planUuid, uuid }, { consistent: true });
});
