import { randomUUID } from 'node:crypto';
import { AppError, fieldIssue, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { applyFirComment } from '@cairn/shared/projects/changes';
import { commentTargetOf, withAtRisk, type ProjectManagementAction } from '@cairn/shared/portfolio/projectManagement';
import { now, type Stored } from '../lib/data/entity.ts';
import type { ModuleRecord } from '../lib/data/module.ts';
import { projectTrackings } from '../lib/data/projectTracking.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { loadProjectManagement, trackingOf } from '../lib/portfolio/projectManagement.ts';
import { saveProject } from '../lib/projects/store.ts';

type TrackingAction = Extract<ProjectManagementAction, { kind: 'SET_DATA_COLLECTION_DEADLINE' | 'SET_PROJECTS_DEADLINE' | 'SET_AT_RISK' }>;
type CommentAction = Exclude<ProjectManagementAction, TrackingAction>;

const refuse = (path: string[], key: 'server.projectManagement.notTracked' | 'server.projectManagement.noProject' | 'server.projectManagement.unknownComment') =>
  invalidInput([fieldIssue(['action', ...path], say(key))]);

/**
 * Writes the tracking's settings under the version the page read: the first write creates the
 * item (version 0 read) on the condition nobody created it meanwhile.
 */
async function writeTracking(module: Stored<ModuleRecord>, action: TrackingAction, actor: string): Promise<void> {
  const current = await trackingOf(module.uuid, true);
  if (current.version !== action.expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const next = {
    dataCollectionDeadline: action.kind === 'SET_DATA_COLLECTION_DEADLINE' ? action.date : current.dataCollectionDeadline,
    projectsDeadline: action.kind === 'SET_PROJECTS_DEADLINE' ? action.date : current.projectsDeadline,
    atRiskAssetUuids: action.kind === 'SET_AT_RISK' ? withAtRisk(current.atRiskAssetUuids, action.investeeUuid, action.atRisk) : current.atRiskAssetUuids,
  };
  if (action.expectedVersion === 0) {
    try {
      await projectTrackings.create({ moduleUuid: module.uuid, ...next }, actor);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', messages.staleWrite);
      throw error;
    }
    return;
  }
  await projectTrackings.update({ moduleUuid: module.uuid }, next, actor, { expectedVersion: action.expectedVersion });
}

/** Adds, edits or removes a comment for the institution on a tracked investee's project. */
async function writeComment(module: Stored<ModuleRecord>, action: CommentAction, actor: string): Promise<void> {
  const { view, projects } = await loadProjectManagement(module, true);
  const row = view.funds.flatMap((fund) => fund.investees).find((investee) => investee.uuid === action.investeeUuid);
  if (!row) throw refuse(['investeeUuid'], 'server.projectManagement.notTracked');
  if (action.kind === 'ADD_COMMENT') {
    const target = commentTargetOf(projects, row.uuid);
    if (!target) throw refuse(['investeeUuid'], 'server.projectManagement.noProject');
    const project = projects.find((candidate) => candidate.uuid === target.uuid)!;
    const comments = applyFirComment(project.commentsForFir, { action: 'CreateNewComment', comment: action.comment }, randomUUID, now());
    if (comments.ok) await saveProject(project, { commentsForFir: comments.value }, actor);
    return;
  }
  const holder = row.comments.find((comment) => comment.uuid === action.commentUuid);
  if (!holder) {
    // Removing a comment already gone leaves nothing to do; editing one is a mistake to say.
    if (action.kind === 'REMOVE_COMMENT') return;
    throw refuse(['commentUuid'], 'server.projectManagement.unknownComment');
  }
  const project = projects.find((candidate) => candidate.uuid === holder.projectUuid)!;
  const edit = action.kind === 'EDIT_COMMENT' ? { action: 'EditComment' as const, uuid: action.commentUuid, comment: action.comment } : { action: 'DeleteComment' as const, uuid: action.commentUuid };
  const comments = applyFirComment(project.commentsForFir, edit, randomUUID, now());
  if (!comments.ok) throw refuse(['commentUuid'], 'server.projectManagement.unknownComment');
  await saveProject(project, { commentsForFir: comments.value }, actor);
}

/** One staff action on an institution's project tracking; answers the page's data after it. */
export const handler = defineProcedure('projectManagement.update', async ({ action }, { user, owner, notifyAsset }) => {
  if (action.kind === 'SET_AT_RISK') {
    const { view } = await loadProjectManagement(owner, true);
    if (!view.funds.some((fund) => fund.investees.some((investee) => investee.uuid === action.investeeUuid))) throw refuse(['investeeUuid'], 'server.projectManagement.notTracked');
  }
  if (action.kind === 'SET_DATA_COLLECTION_DEADLINE' || action.kind === 'SET_PROJECTS_DEADLINE' || action.kind === 'SET_AT_RISK') await writeTracking(owner, action, user.uuid);
  else await writeComment(owner, action, user.uuid);
  notifyAsset(owner.assetUuid);
  return (await loadProjectManagement(owner, true)).view;
});
