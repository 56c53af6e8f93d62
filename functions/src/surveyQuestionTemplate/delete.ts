import { deleteSurveyQuestionTemplate } from '../lib/data/surveyQuestionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Deletes a survey question template loaded at `expectedVersion` and frees its name; refused while a survey template lists it. */
export const handler = defineProcedure('surveyQuestionTemplate.delete', async ({ uuid, expectedVersion }) => {
  await deleteSurveyQuestionTemplate(uuid, expectedVersion);
  return { success: true as const };
});
