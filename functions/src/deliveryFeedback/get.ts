import { deliveryFeedbackQuestions } from '../lib/data/deliveryFeedback.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { requireProject } from '../lib/projects/store.ts';
import { questionView } from '../lib/projects/deliveryFeedback.ts';

/** A project's delivery feedback questions, in order; none before it is started. */
export const handler = defineProcedure('deliveryFeedback.get', async ({ projectUuid }) => {
  const [, questions] = await Promise.all([requireProject(projectUuid), deliveryFeedbackQuestions.query('byProject', { projectUuid }, { consistent: true })]);
  return questions.map(questionView);
});
