import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { activitySheet } from '../lib/questionnaire/activitySheet.ts';
import { answeredQuestionnaires } from '../lib/questionnaire/answered.ts';

/** The activity data of one questionnaire, as a workbook. */
export const handler = defineProcedure('questionnaire.activityData.generateSheet', async ({ language = 'en' }, { owner: questionnaire }) =>
  activitySheet(await answeredQuestionnaires([questionnaire]), language, language === 'fr' && questionnaire.labelFr ? questionnaire.labelFr : questionnaire.labelEn),
);
