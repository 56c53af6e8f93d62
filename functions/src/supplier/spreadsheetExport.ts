import { supplierTemplateFileName } from '@cairn/shared/supplier/spreadsheet';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, putObject } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { xlsxContentType } from '../lib/portfolio/workbook.ts';
import { supplierTemplate } from '../lib/supplier/spreadsheet.ts';

/**
 * The asset's suppliers and the year's expenses as the import's template, by link. It holds the
 * client's suppliers and e-mail addresses, so each ask writes its own object under the caller.
 */
export const handler = defineProcedure('supplier.spreadsheetExport', async ({ assetUuid, year, language }, { user }) => {
  const content = await supplierTemplate(assetUuid, year, language, user.uuid);
  const file = { name: supplierTemplateFileName(year), contentType: xlsxContentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
