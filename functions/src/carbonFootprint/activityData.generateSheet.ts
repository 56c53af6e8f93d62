import { defineProcedure } from '../lib/http/areas/reports.ts';
import { activitySheet } from '../lib/questionnaire/activitySheet.ts';
import { answeredQuestionnaires, footprintQuestionnaires } from '../lib/questionnaire/answered.ts';

/** The activity data of every questionnaire of the footprint, as one workbook. */
export const handler = defineProcedure('carbonFootprint.activityData.generateSheet', async ({ language = 'en' }, { owner: footprint }) =>
  activitySheet(await answeredQuestionnaires(await footprintQuestionnaires(footprint.uuid)), language, footprint.moduleName),
);
