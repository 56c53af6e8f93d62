import { deleteQuestionTemplate } from '../lib/data/questionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Deletes a question template loaded at `expectedVersion`, freeing its name and its select lists. */
export const handler = defineProcedure('questionTemplate.delete', async ({ uuid, expectedVersion }) => {
  await deleteQuestionTemplate(uuid, expectedVersion);
  return { success: true as const };
});
