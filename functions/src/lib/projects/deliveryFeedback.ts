import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { DeliveryFeedbackQuestion } from '@cairn/shared/projects/deliveryFeedback';
import { deliveryFeedbackQuestions } from '../data/deliveryFeedback.ts';
import { withoutAudit, type Stored } from '../data/entity.ts';

/** A stored question as the API answers it, without its audit fields. */
export function questionView(question: Stored<DeliveryFeedbackQuestion>): DeliveryFeedbackQuestion {
  return withoutAudit(question);
}

/**
 * A question by its uuid: found by the index, then read strongly by its key, so the update
 * starts from what is stored now; NOT_FOUND when there is none.
 */
export async function requireQuestion(uuid: string): Promise<Stored<DeliveryFeedbackQuestion>> {
  const [found] = await deliveryFeedbackQuestions.query('byUuid', { uuid }, { limit: 1 });
  const question = found && (await deliveryFeedbackQuestions.get({ projectUuid: found.projectUuid, position: found.position }, { consistent: true }));
  if (!question || question.uuid !== uuid) throw new AppError('NOT_FOUND', say('server.notFound.deliveryFeedbackQuestion'));
  return question;
}
