import { naceList } from '@cairn/shared/portfolio/nace/list';
import { templateFileName } from '@cairn/shared/portfolio/spreadsheet';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, putObject } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { collectionView, loadCollection } from '../lib/portfolio/collection.ts';
import { templateWorkbook, xlsxContentType } from '../lib/portfolio/workbook.ts';

/**
 * The questionnaire's template with its current data, in the reporting's language, and the valid
 * values with the NACE list, by link. It holds the institution's figures, so each ask writes its
 * own object under the caller.
 */
export const handler = defineProcedure('portfolioEmissions.spreadsheetExport', async (_input, { user, owner }) => {
  const view = await collectionView(await loadCollection(owner, user.uuid));
  const content = templateWorkbook(view, view.reporting.language, naceList());
  const file = { name: templateFileName(view.reporting.year), contentType: xlsxContentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
