import { randomUUID } from 'node:crypto';
import { fieldIssue, type FieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { applyDealEdits, applyStepEdits, applyTodoEdits } from '@cairn/shared/projects/changes';
import { statusFromDropdown } from '@cairn/shared/projects/lifecycle';
import { deals } from '../lib/data/deal.ts';
import { projects, type ProjectRecord } from '../lib/data/project.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { checkVersion, projectView, refuse, requireProject, saveProject, teamProblems } from '../lib/projects/store.ts';

/**
 * Changes the fields every project has. The status follows the dropdown's rule (FINISHED is set
 * by delivery only), then the steps ticked move it on; to-dos and deals change one by one; a
 * team member must be assignable.
 */
export const handler = defineProcedure('project.update', async (input, { user, notifyAsset }) => {
  const current = await requireProject(input.uuid);
  checkVersion(current, input.expectedVersion);
  const problems: FieldIssue[] = [];
  const patch: Partial<ProjectRecord> = {};
  for (const field of ['frigo', 'moduleName', 'notes', 'analystFeedback', 'deadline', 'deliveryDate', 'clockifyId', 'linkedProjectUuids'] as const) {
    if (input[field] !== undefined) Object.assign(patch, { [field]: input[field] });
  }
  if (patch.linkedProjectUuids) {
    // Linked projects are other projects of the same client, each once.
    const linked = [...new Set(patch.linkedProjectUuids.filter((uuid) => uuid !== current.uuid))];
    const found = await projects.batchGet(linked.map((uuid) => ({ uuid })));
    if (found.some((other) => other === null || other.assetUuid !== current.assetUuid)) problems.push(fieldIssue(['linkedProjectUuids'], say('server.notFound.project')));
    patch.linkedProjectUuids = linked;
  }
  if (input.status !== undefined) patch.status = statusFromDropdown(current.status, input.status);
  if (input.assignedTo !== undefined) {
    problems.push(...(await teamProblems(input.assignedTo, current.assignedTo)));
    patch.assignedTo = input.assignedTo;
  }
  if (input.todos?.length) {
    const todos = applyTodoEdits(current.todos, input.todos, randomUUID);
    if (todos.ok) patch.todos = todos.value;
    else problems.push(...todos.problems);
  }
  if (input.hubspotDeals?.length) {
    const named = [...new Set(input.hubspotDeals.map((edit) => edit.hubspotDealUuid))];
    const found = await deals.batchGet(named.map((uuid) => ({ uuid })));
    const amounts = new Map(found.flatMap((deal) => (deal ? [[deal.uuid, deal.amount] as const] : [])));
    const links = applyDealEdits(current.hubspotDeals, input.hubspotDeals, (uuid) => amounts.get(uuid));
    if (links.ok) patch.hubspotDeals = links.value;
    else problems.push(...links.problems);
  }
  if (input.steps?.length) {
    const steps = applyStepEdits(current.type, { status: patch.status ?? current.status, steps: current.steps }, input.steps, current);
    if (steps.ok) Object.assign(patch, steps.value);
    else problems.push(...steps.problems);
  }
  if (input.moduleName !== undefined && current.hideYear && !input.moduleName) {
    // Hiding the year needs a name; clearing the name shows the year again.
    patch.hideYear = false;
  }
  if (problems.length > 0) refuse(problems);
  const saved = await saveProject(current, patch, user.uuid);
  notifyAsset(saved.assetUuid);
  return projectView(saved);
});
