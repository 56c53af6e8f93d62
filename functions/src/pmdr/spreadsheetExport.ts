import { pmdrOptionRows, pmdrSheetNames, pmdrTemplateFileName, pmdrTemplateRows } from '@cairn/shared/portfolio/pmdrSpreadsheet';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, putObject } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';
import { workbookOf, xlsxContentType } from '../lib/portfolio/workbook.ts';
import { pmdrYearView } from '../lib/pmdr/view.ts';

/**
 * The PMDR template of a reporting with its funds, lines, figures (the scopes as PMDR shows them)
 * and answers, in the reporting's language, and the valid values, by link. It holds the
 * institution's figures, so each ask writes its own object under the caller, as the
 * portfolio-emissions template does.
 */
export const handler = defineProcedure('pmdr.spreadsheetExport', async (_input, { user, owner }) => {
  const state = await loadCollection(owner, user.uuid);
  const year = await pmdrYearView(state, user);
  const { language } = state.reporting;
  const names = pmdrSheetNames[language];
  const content = workbookOf([
    { name: names.data, rows: pmdrTemplateRows(year, language) },
    { name: names.options, rows: pmdrOptionRows(language) },
  ]);
  const file = { name: pmdrTemplateFileName(state.reporting.year), contentType: xlsxContentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
