import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { footprintSurveys } from '../lib/survey/view.ts';

/** A footprint's surveys by label, with their counts, progress and state. */
export const handler = defineProcedure('survey.list', async ({ carbonFootprintUuid }) => footprintSurveys(carbonFootprintUuid));
