import { randomUUID } from 'node:crypto';
import { applyFirComment } from '@cairn/shared/projects/changes';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { projectView, refuse, requireProject, saveProject } from '../lib/projects/store.ts';

/** Adds, edits or deletes a portfolio comment of a project. */
export const handler = defineProcedure('project.commentForFir', async (input, { user, notifyAsset }) => {
  const current = await requireProject(input.projectUuid);
  const comments = applyFirComment(current.commentsForFir, input, randomUUID, now());
  if (!comments.ok) refuse(comments.problems);
  const saved = await saveProject(current, { commentsForFir: comments.value }, user.uuid);
  notifyAsset(saved.assetUuid);
  return projectView(saved);
});
