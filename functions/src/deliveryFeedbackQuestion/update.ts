import { applyQuestionUpdate } from '@cairn/shared/projects/deliveryFeedback';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { questionView, requireQuestion } from '../lib/projects/deliveryFeedback.ts';
import { deliveryFeedbackQuestions } from '../lib/data/deliveryFeedback.ts';
import { refuse } from '../lib/projects/store.ts';

/**
 * Changes a question's answer text or quick answers, each left as it is when absent: two
 * people answering different parts of a question both land. A quick answer the question does
 * not offer is refused, and nothing is written.
 */
export const handler = defineProcedure('deliveryFeedbackQuestion.update', async ({ uuid, answer, quickAnswers }, { user }) => {
  const question = await requireQuestion(uuid);
  const change = applyQuestionUpdate(question, { answer, quickAnswers });
  if (!change.ok) refuse(change.problems);
  const saved = await deliveryFeedbackQuestions.update(
    { projectUuid: question.projectUuid, position: question.position },
    (current) => {
      const again = applyQuestionUpdate(current, { answer, quickAnswers });
      return again.ok ? again.value : {};
    },
    user.uuid,
  );
  return questionView(saved);
});
