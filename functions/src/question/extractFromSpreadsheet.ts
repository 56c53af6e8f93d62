import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { importTarget, previewOf, readImportSheet } from '../lib/questionnaire/spreadsheet.ts';

/** The preview of a table question's import file: every cell with its problem; nothing is written. */
export const handler = defineProcedure('question.extractFromSpreadsheet', async ({ b64File, fileName, language }, { user, owner }) => {
  const target = await importTarget(owner, user);
  return previewOf(target, readImportSheet(b64File, fileName), language);
});
