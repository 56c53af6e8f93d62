import { fieldIssue, invalidInput } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { TeamMember } from '@cairn/shared/plans/model';
import { randomUUID } from 'node:crypto';
import { decarbonizationActions } from '../lib/data/decarbonizationAction.ts';
import type { TransactItem } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planOf, requirePlan, writeActions } from '../lib/plans/store.ts';

/**
 * The client's team: members created, renamed or deleted. A deleted member's votes and action
 * leadership go with them, in the same write as the team, so no action names a stranger.
 */
export const handler = defineProcedure('decarbonizationPlan.editMembers', async ({ teamMembers: edits }, { user, owner, notifyAsset }) => {
  const { uuid: planUuid } = await planOf(owner, user.uuid);
  await writeActions(planUuid, user.uuid, ({ plan, actions }) => {
    const members = new Map<string, TeamMember>(plan.teamMembers.map((member) => [member.uuid, member]));
    const issues = edits.flatMap((edit, index) => {
      if (edit.action === 'CREATE') {
        const uuid = edit.uuid ?? randomUUID();
        members.set(uuid, { uuid, name: edit.name, initials: edit.initials });
        return [];
      }
      if (!members.has(edit.uuid)) return [fieldIssue(['teamMembers', index, 'uuid'], say('server.plan.unknownTeamMember'))];
      if (edit.action === 'UPDATE') members.set(edit.uuid, { uuid: edit.uuid, name: edit.name, initials: edit.initials });
      else members.delete(edit.uuid);
      return [];
    });
    if (issues.length) throw invalidInput(issues);
    const teamMembers = [...members.values()];
    const items: TransactItem[] = [];
    for (const action of actions) {
      const votes = action.votes.filter((vote) => members.has(vote.uuid)).map((vote) => ({ uuid: vote.uuid, name: members.get(vote.uuid)!.name }));
      const actionLeaderUuid = action.actionLeaderUuid !== null && members.has(action.actionLeaderUuid) ? action.actionLeaderUuid : null;
      const changed = actionLeaderUuid !== action.actionLeaderUuid || JSON.stringify(votes) !== JSON.stringify(action.votes);
      if (changed) items.push(decarbonizationActions.ops.replace(action, { votes, actionLeaderUuid }, user.uuid));
    }
    return { items, planChange: { teamMembers }, result: null };
  });
  notifyAsset(owner.assetUuid);
  return requirePlan(planUuid);
});
