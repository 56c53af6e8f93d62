import { randomUUID } from 'node:crypto';
import { startingQuestions } from '@cairn/shared/projects/deliveryFeedback';
import { say } from '@cairn/shared/errorMessages';
import { deliveryFeedbackQuestions } from '../lib/data/deliveryFeedback.ts';
import { transact } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { requireProject } from '../lib/projects/store.ts';

/**
 * Starts a project's delivery feedback: every question of the set, created in one transaction
 * where no question holds its place yet, so a second start (or two at once) answers CONFLICT.
 */
export const handler = defineProcedure('deliveryFeedback.start', async ({ projectUuid }, { user }) => {
  await requireProject(projectUuid);
  const questions = startingQuestions(projectUuid, randomUUID);
  await transact(
    questions.map((question) => deliveryFeedbackQuestions.ops.create(question, user.uuid)),
    say('server.deliveryFeedback.alreadyStarted').text,
  );
  return questions;
});
