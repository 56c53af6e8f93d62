import { deleteSurveyTemplate } from '../lib/data/surveyTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Deletes a survey template loaded at `expectedVersion`, freeing its name and its question templates. */
export const handler = defineProcedure('surveyTemplate.delete', async ({ uuid, expectedVersion }) => {
  await deleteSurveyTemplate(uuid, expectedVersion);
  return { success: true as const };
});
