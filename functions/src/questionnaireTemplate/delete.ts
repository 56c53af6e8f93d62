import { deleteQuestionnaireTemplate } from '../lib/data/questionnaireTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Deletes a questionnaire template loaded at `expectedVersion`, freeing its name and its question templates. */
export const handler = defineProcedure('questionnaireTemplate.delete', async ({ uuid, expectedVersion }) => {
  await deleteQuestionnaireTemplate(uuid, expectedVersion);
  return { success: true as const };
});
