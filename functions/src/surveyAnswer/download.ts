import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, fileTitle, putObject } from '../lib/aws/objects.ts';
import { answersOf } from '../lib/data/survey.ts';
import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { requireAnswersVisible } from '../lib/survey/reading.ts';
import { publicAffiliations, questionnaireLabelsOf } from '../lib/survey/view.ts';
import { answersSheetName, answersWorkbook, xlsxContentType } from '../lib/survey/workbook.ts';

/**
 * A survey's answers as an .xlsx file in the language asked, by link. Made anew on each ask (answers
 * keep coming), under the caller (kept a day), never one object shared by readers.
 */
export const handler = defineProcedure('surveyAnswer.download', async ({ language }, { user, owner: survey }) => {
  requireAnswersVisible(survey, user);
  const [answers, labels] = await Promise.all([answersOf(survey.uuid), questionnaireLabelsOf(survey.carbonFootprintUuid)]);
  const content = answersWorkbook({ questions: survey.questions, affiliations: publicAffiliations(survey, labels) }, answers, language);
  const label = (language === 'fr' ? survey.labelFr : null) ?? survey.labelEn;
  const file = { name: `${fileTitle(label, 'survey')} - ${answersSheetName[language]}.xlsx`, contentType: xlsxContentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
