import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { canDeliver } from '@cairn/shared/projects/deliveryFeedback';
import { deliveryFeedbackQuestions } from '../lib/data/deliveryFeedback.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { checkVersion, projectView, requireProject, saveProject, today } from '../lib/projects/store.ts';

/**
 * Delivers a project (spec 2 section 4): the only way to FINISHED, and only once the delivery
 * feedback is started and every question has an answer or a quick answer, as the dialog's
 * Deliver button says; the delivery date is today unless one was set.
 */
export const handler = defineProcedure('project.deliver', async ({ uuid, expectedVersion }, { user, notifyAsset }) => {
  const current = await requireProject(uuid);
  checkVersion(current, expectedVersion);
  const questions = await deliveryFeedbackQuestions.query('byProject', { projectUuid: uuid }, { consistent: true });
  if (!canDeliver(questions)) throw new AppError('BAD_REQUEST', say('server.project.feedbackIncomplete'));
  const saved = await saveProject(current, { status: 'FINISHED', deliveryDate: current.deliveryDate ?? today() }, user.uuid);
  notifyAsset(saved.assetUuid);
  return projectView(saved);
});
